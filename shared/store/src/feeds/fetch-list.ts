import { isApiError } from '@ltk/api-client';
import type { FeedMeta } from '@ltk/contracts';
import { createAppAsyncThunk } from '../app/create-app-async-thunk';
import type { LoadFn } from '../requests/load-once';
import { feedFailed, feedPending, feedReceived } from './feeds-slice';
import { feedHasMore, feedKey, isFeedFetched } from './feed-state';
import { nextCursor } from './next-cursor';

/** One page of a list: its ids in order and the paging meta (`next` empty or absent on the last page). */
export interface ListPage {
  ids: readonly string[];
  meta: FeedMeta;
}

/** Loads the page after `cursor` (undefined: the first page) and dispatches its entities; returns the page. */
export type ListLoader = (cursor: string | undefined, api: Parameters<LoadFn>[0]) => Promise<ListPage>;

export interface FetchListArgs {
  /** Cache name (lower-cased for storage): a list definition's key, `creatorShopCollections/collections:12`. */
  name: string;
  load: ListLoader;
  /** The list definition's tags. */
  tags?: readonly string[];
  /** Refetch from the first page and replace. */
  overwrite?: boolean;
}

/**
 * The next page (or the first) of any cursor-paged list, cached in the feeds slice with the section-4 rules:
 * first fetch replaces, later pages append, overwrite replaces; nothing while pending or when no page is left.
 * A page-numbered list (shop search) passes `next: String(page + 1)` while `page + 1 < nbPages`.
 */
export const fetchList = createAppAsyncThunk(
  'feeds/fetchList',
  async ({ name, load, tags, overwrite }: FetchListArgs, { getState, dispatch, extra }) => {
    const feed = getState().feeds[feedKey(name)];
    const cursor = !overwrite && isFeedFetched(feed) ? nextCursor(feed?.meta) : undefined;
    dispatch(feedPending({ name, tags }));
    let page: ListPage;
    try {
      page = await load(cursor, { dispatch, getState, extra });
    } catch (error) {
      const status = isApiError(error) ? error.status : 500;
      const message = error instanceof Error ? error.message : 'Unknown error';
      dispatch(feedFailed({ name, status, message }));
      throw error;
    }
    dispatch(
      feedReceived({
        name,
        ids: page.ids,
        meta: page.meta,
        overwrite: overwrite || !cursor,
        fetchedAt: extra.now(),
      }),
    );
  },
  {
    condition: ({ name, overwrite }, { getState }) => {
      const feed = getState().feeds[feedKey(name)];
      if (feed?.status === 'pending') return false;
      return Boolean(overwrite) || feedHasMore(feed);
    },
  },
);
