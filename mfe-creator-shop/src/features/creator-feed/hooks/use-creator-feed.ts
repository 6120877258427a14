import { FRESHNESS_MS } from '@ltk/contracts';
import type { FeedGridStatus } from '@ltk/ui';
import {
  FEED_NAMES,
  fetchFeed,
  selectFeed,
  selectFeedHasMore,
  useAppDispatch,
  useAppSelector,
} from '@ltk/store';
import { useCallback, useEffect } from 'react';

export interface CreatorFeed {
  /** The feed's name in the store (also the masonry list's layout cache key). */
  name: string;
  postIds: readonly string[];
  status: FeedGridStatus;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

const EMPTY: readonly string[] = [];

/** The creator's posts (GET /v3/activities/posts/profile/{profileId}), paged by the next cursor. */
export function useCreatorFeed(profileId: string): CreatorFeed {
  const dispatch = useAppDispatch();
  const name = FEED_NAMES.profile(profileId);
  const feed = useAppSelector((state) => selectFeed(state, name));
  const hasMore = useAppSelector((state) => selectFeedHasMore(state, name));

  const load = useCallback(
    (overwrite = false) => {
      void dispatch(fetchFeed({ name, source: { kind: 'profile', profileId }, overwrite }));
    },
    [dispatch, name, profileId],
  );

  const loaded = feed !== undefined && feed.status !== 'idle';
  const stale = feed?.fetchedAt !== undefined && Date.now() - feed.fetchedAt > FRESHNESS_MS;
  useEffect(() => {
    if (!loaded) load();
    else if (stale) load(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- staleness is checked when the creator changes, not on every page
  }, [loaded, load]);

  const status: FeedGridStatus =
    !feed || feed.status === 'idle' || feed.status === 'pending'
      ? 'pending'
      : feed.status === 'failed'
        ? 'error'
        : 'success';
  const retry = useCallback(() => load(feed?.ids.length === 0), [load, feed?.ids.length]);
  const loadMore = useCallback(() => load(), [load]);
  return { name, postIds: feed?.ids ?? EMPTY, status, hasMore, loadMore, retry };
}
