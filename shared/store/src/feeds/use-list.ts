import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { isFresh } from '../lib/is-fresh';
import type { ListDefinition } from '../reads/define-read';
import { fetchList } from './fetch-list';
import type { FetchStatus } from './feed-state';
import { selectFeed, selectFeedHasMore } from './feed-selectors';

export interface ListView {
  ids: readonly string[];
  /** 'pending' until the first page is in (the first request is on its way once enabled). */
  status: FetchStatus;
  hasMore: boolean;
  /** The last failed fetch, while the list is in error. */
  error?: { status: number; message: string };
  /** The next page (nothing while one is loading or none is left). */
  loadMore: () => void;
  /** After an error: the page that failed, again. */
  retry: () => void;
}

const EMPTY: readonly string[] = [];

/**
 * A cached paged list (`defineList`) for `args`: the first page on mount, or again from the start when the cache
 * is older than 5 minutes; further pages on `loadMore`. Disabled (logged out, invalid params): 'idle'.
 */
export function useList<A>(list: ListDefinition<A>, args: A, { enabled = true } = {}): ListView {
  const dispatch = useAppDispatch();
  const name = list.key(args);
  const argsRef = useRef(args);
  argsRef.current = args;
  const feed = useAppSelector((root) => selectFeed(root, name));
  const hasMore = useAppSelector((root) => selectFeedHasMore(root, name));
  const fetchedAt = feed?.fetchedAt;

  const fetchPage = useCallback(
    (overwrite: boolean) =>
      void dispatch(
        fetchList({
          name,
          overwrite,
          tags: list.tags,
          load: (cursor, api) => list.loader(argsRef.current)(cursor, api),
        }),
      ),
    [dispatch, name, list],
  );

  // A list dropped from the cache (its last wish removed, section 4) is fetched again.
  const dropped = feed === undefined;
  useEffect(() => {
    if (!enabled) return;
    if (fetchedAt === undefined) fetchPage(false);
    else if (!isFresh({ fetchedAt }, Date.now())) fetchPage(true);
    // Only a new list, enabling it, or its removal from the cache starts a fetch; the cache's age is read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, fetchPage, dropped]);

  const loadMore = useCallback(() => fetchPage(false), [fetchPage]);
  const status: FetchStatus = !enabled ? 'idle' : (feed?.status ?? 'pending');
  return {
    ids: feed?.ids ?? EMPTY,
    status: status === 'idle' && enabled ? 'pending' : status,
    hasMore,
    error: feed?.status === 'failed' ? feed.error : undefined,
    loadMore,
    retry: loadMore,
  };
}
