import type { FeedMeta } from '@ltk/contracts';

export type FetchStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** One cached feed: ordered post ids, paging meta and its fetch state. */
export interface FeedState {
  ids: string[];
  meta?: FeedMeta;
  status: FetchStatus;
  error?: { status: number; message: string };
  fetchedAt?: number;
  /** The list definition's tags (a write removes ids from the lists of a tag). */
  tags?: string[];
}

/** Feeds are cached per lower-cased name. */
export const feedKey = (name: string): string => name.toLowerCase();

/** Fetched means meta present and at least one id. */
export function isFeedFetched(feed: FeedState | undefined): boolean {
  return Boolean(feed?.meta) && (feed?.ids.length ?? 0) > 0;
}

/** More pages exist if the feed is empty with no meta, or a next cursor/URL exists. */
export function feedHasMore(feed: FeedState | undefined): boolean {
  if (!feed || (feed.ids.length === 0 && !feed.meta)) return true;
  return Boolean(feed.meta?.next || feed.meta?.nextUrl);
}
