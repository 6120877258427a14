import type { FeedGridStatus } from '@ltk/ui';
import { listGridStatus } from '@ltk/ui/list-grid';
import { postFeed, useList, type ListView } from '@ltk/store';
import type { FeedDefinition } from './feed-definitions';

export interface FeedView extends Omit<ListView, 'ids' | 'status'> {
  postIds: readonly string[];
  status: FeedGridStatus;
}

/** A cached shared-store post feed (`useList(postFeed, feed)`) in the grid's terms. */
export function useFeed(feed: FeedDefinition, enabled = true): FeedView {
  const { ids, status, ...rest } = useList(postFeed, feed, { enabled });
  return { ...rest, postIds: ids, status: listGridStatus(status) };
}
