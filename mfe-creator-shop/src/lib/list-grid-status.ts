import type { FetchStatus, ListView } from '@ltk/store';
import type { FeedGridStatus } from '@ltk/ui';

const GRID_STATUS = { idle: 'idle', pending: 'pending', succeeded: 'success', failed: 'error' } as const;

/** A store list's fetch status in `FeedGrid`'s terms. */
export const listGridStatus = (status: FetchStatus): FeedGridStatus => GRID_STATUS[status];

/** The `FeedGrid` props that come from a store list (`useList`): items, status, paging and retry. */
export const listGridProps = (list: ListView) => ({
  items: list.ids,
  getKey: (id: string) => id,
  status: listGridStatus(list.status),
  hasMore: list.hasMore,
  onLoadMore: list.loadMore,
  onRetry: list.retry,
});
