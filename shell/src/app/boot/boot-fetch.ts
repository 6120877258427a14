/**
 * The api client's fetch: an anonymous GET (the api client's: a string URL, a plain headers object) of a URL the
 * boot script already asked (`responses`) takes that response, once; everything else, and a prefetch that failed,
 * goes to `fetchImpl`.
 */
export function bootFetch(
  responses: Record<string, Promise<Response>> | undefined,
  fetchImpl: typeof fetch = (input, init) => window.fetch(input, init),
): typeof fetch {
  return (input, init) => {
    const headers = init?.headers as Record<string, string> | undefined;
    const started =
      typeof input === 'string' && init?.method === 'GET' && !headers?.Authorization
        ? responses?.[input]
        : undefined;
    if (!started) return fetchImpl(input, init);
    delete responses?.[input as string];
    return started.catch(() => fetchImpl(input, init));
  };
}
