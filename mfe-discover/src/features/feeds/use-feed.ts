import type { FeedGridStatus } from '@ltk/ui';
import {
  fetchFeed,
  isFresh,
  selectFeed,
  selectFeedHasMore,
  useAppDispatch,
  useAppSelector,
} from '@ltk/store';
import { useCallback, useEffect } from 'react';
import type { FeedDefinition } from './feed-definitions';

export interface FeedView {
  postIds: readonly string[];
  status: FeedGridStatus;
  hasMore: boolean;
  /** The last failed fetch (status and message), if the feed is in error. */
  error?: { status: number; message: string };
  loadMore: () => void;
  retry: () => void;
}

const EMPTY: readonly string[] = [];

/** A cached shared-store feed: fetches the first page on mount (or when stale) and pages on demand. */
export function useFeed(feed: FeedDefinition, enabled = true): FeedView {
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => selectFeed(root, feed.name));
  const hasMore = useAppSelector((root) => selectFeedHasMore(root, feed.name));
  const { name, source, limit } = feed;

  const fetchedAt = state?.fetchedAt;
  useEffect(() => {
    if (!enabled) return;
    if (fetchedAt === undefined) void dispatch(fetchFeed({ name, source, limit }));
    else if (!isFresh({ fetchedAt }, Date.now()))
      void dispatch(fetchFeed({ name, source, limit, overwrite: true }));
    // `source` is a constant per feed; the name identifies it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, enabled, name, limit]);

  const loadMore = useCallback(() => {
    void dispatch(fetchFeed({ name, source, limit }));
  }, [dispatch, name, source, limit]);

  return {
    postIds: state?.ids ?? EMPTY,
    status: toGridStatus(state?.status, enabled),
    hasMore,
    error: state?.status === 'failed' ? state.error : undefined,
    loadMore,
    retry: loadMore,
  };
}

function toGridStatus(status: string | undefined, enabled: boolean): FeedGridStatus {
  if (!enabled) return 'idle';
  switch (status) {
    case 'succeeded':
      return 'success';
    case 'failed':
      return 'error';
    default:
      // not fetched yet: the first request is on its way
      return 'pending';
  }
}
