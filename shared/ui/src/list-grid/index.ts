// `@ltk/ui/list-grid`: a store list (`useList`) in `FeedGrid`'s terms. Outside the shared `@ltk/ui` module, so it is
// bundled with the pages that use it. The list is typed by its shape, so this package does not depend on @ltk/store.
import type { FeedGridStatus } from '@ltk/ui';

/** A store list's fetch status (`FetchStatus` of @ltk/store). */
export type ListFetchStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** What `FeedGrid` needs of a store list (`ListView` of @ltk/store). */
export type GridList = {
  ids: readonly string[];
  status: ListFetchStatus;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
};

const GRID_STATUS = { idle: 'idle', pending: 'pending', succeeded: 'success', failed: 'error' } as const;

/** A store list's fetch status in `FeedGrid`'s terms. */
export const listGridStatus = (status: ListFetchStatus): FeedGridStatus => GRID_STATUS[status];

/** The `FeedGrid` props of a store list's state: status, paging and retry (for a grid of the list's entities). */
export const listGridPaging = (list: Omit<GridList, 'ids'>) => ({
  status: listGridStatus(list.status),
  hasMore: list.hasMore,
  onLoadMore: list.loadMore,
  onRetry: list.retry,
});

/** The `FeedGrid` props that come from a store list: its ids as the items, status, paging and retry. */
export const listGridProps = (list: GridList) => ({
  items: list.ids,
  getKey: (id: string) => id,
  ...listGridPaging(list),
});
