import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { defineRead, type RootState } from '@ltk/store';

interface FollowerCountsState {
  /** Creators' follower counts by profile id (the last one read). */
  byProfileId: Record<string, number>;
}

const initialState: FollowerCountsState = { byProfileId: {} };

/** Follower counts of the creators whose shops were shown (this remote only). */
const followerCountsSlice = createSlice({
  name: 'creatorShopFollowerCounts',
  initialState,
  reducers: {
    followerCountReceived(state, action: PayloadAction<{ profileId: string; count: number }>) {
      state.byProfileId[action.payload.profileId] = action.payload.count;
    },
  },
});

const { followerCountReceived } = followerCountsSlice.actions;

declare module '@ltk/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof followerCountsSlice> {}
}

/**
 * GET /v1/followers/statistics?profile_id=: a creator's follower count, read again when the viewer's follow state
 * changes (another key); the last count stays shown meanwhile.
 */
export const followerCount = defineRead({
  owner: followerCountsSlice,
  name: 'follower-count',
  args: ({ profileId, following }: { profileId: string; following: boolean }) =>
    `${profileId}:${following ? 'following' : 'not-following'}`,
  load: async ({ profileId }, { dispatch, extra }) => {
    const response = await extra.api.getFollowerStatistics(profileId);
    dispatch(followerCountReceived({ profileId, count: response.followersStatistics.followersCount }));
  },
  select: (state: RootState, { profileId }) => state.creatorShopFollowerCounts?.byProfileId[profileId],
});
