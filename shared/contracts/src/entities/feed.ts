import type { ApiSchemas } from './api-schemas';

/** Paging meta as the client keeps it: the feeds' meta, every field optional (other lists send a part of it). */
export type FeedMeta = Partial<ApiSchemas['FeedMeta']>;

/** A feed as kept on the client: ordered ids plus paging meta. */
export interface Feed {
  ids: string[];
  meta?: FeedMeta;
}
