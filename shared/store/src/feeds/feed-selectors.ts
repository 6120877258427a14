import type { RootState } from '../app/root-reducer';
import { feedHasMore, feedKey } from './feed-state';

/** The cached feed for a name (case-insensitive), if any. */
export const selectFeed = (state: RootState, name: string) => state.feeds[feedKey(name)];

export const selectFeedHasMore = (state: RootState, name: string) => feedHasMore(selectFeed(state, name));
