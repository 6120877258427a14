import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Follow } from '@ltk/contracts';
import { sessionReset } from '../app/session-reset';
import type { FetchStatus } from '../feeds/feed-state';

export interface FollowsState {
  /** Followed profile ids, newest first. */
  profileIds: string[];
  byProfileId: Record<string, Follow>;
  status: FetchStatus;
}

const initialState: FollowsState = { profileIds: [], byProfileId: {}, status: 'idle' };

/** Profiles the user follows. */
export const followsSlice = createSlice({
  name: 'follows',
  initialState,
  reducers: {
    followsPending(state) {
      state.status = 'pending';
    },
    followsReceived(state, action: PayloadAction<{ follows: readonly Follow[]; append?: boolean }>) {
      if (!action.payload.append) {
        state.profileIds = [];
        state.byProfileId = {};
      }
      for (const follow of action.payload.follows) {
        if (!state.byProfileId[follow.profileId]) state.profileIds.push(follow.profileId);
        state.byProfileId[follow.profileId] = follow;
      }
      state.status = 'succeeded';
    },
    followsFailed(state) {
      state.status = 'failed';
    },
    /** Success adds the follow to the front. */
    followAdded(state, action: PayloadAction<Follow>) {
      const follow = action.payload;
      state.profileIds = [follow.profileId, ...state.profileIds.filter((id) => id !== follow.profileId)];
      state.byProfileId[follow.profileId] = follow;
    },
    followRemoved(state, action: PayloadAction<string>) {
      state.profileIds = state.profileIds.filter((id) => id !== action.payload);
      delete state.byProfileId[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionReset, () => initialState);
  },
  selectors: {
    selectFollows: (state) => state,
    selectFollowedProfileIds: (state) => state.profileIds,
    selectIsFollowing: (state, profileId: string) => Boolean(state.byProfileId[profileId]),
  },
});

export const { followsPending, followsReceived, followsFailed, followAdded, followRemoved } =
  followsSlice.actions;
export const { selectFollows, selectFollowedProfileIds, selectIsFollowing } = followsSlice.selectors;
