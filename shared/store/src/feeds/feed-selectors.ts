import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../app/root-reducer';
import { feedHasMore, feedKey, isFeedFetched } from './feed-state';

/** The cached feed for a name (case-insensitive), if any. */
export const selectFeed = (state: RootState, name: string) => state.feeds[feedKey(name)];

export const selectFeedHasMore = (state: RootState, name: string) => feedHasMore(selectFeed(state, name));

export const selectIsFeedFetched = (state: RootState, name: string) => isFeedFetched(selectFeed(state, name));

/** The posts of a feed in order (only those in the entity cache). */
export const selectFeedPosts = createSelector(
  [
    (state: RootState, name: string) => selectFeed(state, name)?.ids,
    (state: RootState) => state.entities.posts,
  ],
  (ids, posts) => (ids ?? []).flatMap((id) => posts[id] ?? []),
);
