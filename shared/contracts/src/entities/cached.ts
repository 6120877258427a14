/** An entity as kept in the client cache: the api's entity plus the time it was fetched (ms since epoch). */
export type Cached<T> = T & { fetchedAt: number };
