export interface FeedMeta {
  next?: string | null;
  nextUrl?: string | null;
  totalResults?: number;
  lastId?: string | null;
  limit?: number;
}

/** A feed as kept on the client: ordered ids plus paging meta. */
export interface Feed {
  ids: string[];
  meta?: FeedMeta;
}
