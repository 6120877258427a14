import { FRESHNESS_MS, type Post } from '@ltk/contracts';
import type { FeedGridStatus } from '@ltk/ui';
import {
  FEED_NAMES,
  fetchFeed,
  fetchLikeStatus,
  fetchProducts,
  selectFeed,
  selectFeedHasMore,
  selectFeedPosts,
  useAppDispatch,
  useAppSelector,
} from '@ltk/store';
import { useCallback, useEffect, useMemo } from 'react';
import { CARD_PRODUCTS } from '../utils/card-products';

export interface CreatorFeed {
  posts: Post[];
  status: FeedGridStatus;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** The creator's posts (GET /v3/activities/posts/profile/{profileId}), paged by the next cursor. */
export function useCreatorFeed(profileId: string): CreatorFeed {
  const dispatch = useAppDispatch();
  const name = FEED_NAMES.profile(profileId);
  const feed = useAppSelector((state) => selectFeed(state, name));
  const posts = useAppSelector((state) => selectFeedPosts(state, name));
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

  const postIds = useMemo(() => posts.map((post) => post.id), [posts]);
  useEffect(() => {
    if (postIds.length > 0) void dispatch(fetchLikeStatus(postIds));
  }, [dispatch, postIds]);

  // Cards show the first products of each post (image and name come with the product).
  const productIds = useMemo(() => posts.flatMap((post) => post.productIds.slice(0, CARD_PRODUCTS)), [posts]);
  useEffect(() => {
    if (productIds.length === 0) return;
    void dispatch(fetchProducts(productIds));
  }, [dispatch, productIds]);

  const status: FeedGridStatus =
    !feed || feed.status === 'idle' || feed.status === 'pending'
      ? 'pending'
      : feed.status === 'failed'
        ? 'error'
        : 'success';
  const retry = useCallback(() => load(feed?.ids.length === 0), [load, feed?.ids.length]);
  return { posts, status, hasMore, loadMore: () => load(), retry };
}
