import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CursorMeta, Like } from '@ltk/contracts';
import { sessionReset } from '../app/session-reset';
import type { FetchStatus } from '../feeds/feed-state';

export interface LikesState {
  /** Liked post ids, newest first. */
  ids: string[];
  byPostId: Record<string, Like>;
  /** Post ids known not to be liked (from per-post lookups). */
  checked: Record<string, true>;
  /** The post most recently liked here (drives the "like added" UI). */
  lastAdded?: string;
  meta?: CursorMeta;
  status: FetchStatus;
}

const initialState: LikesState = { ids: [], byPostId: {}, checked: {}, status: 'idle' };

/** The user's likes. */
export const likesSlice = createSlice({
  name: 'likes',
  initialState,
  reducers: {
    likesPending(state) {
      state.status = 'pending';
    },
    likesReceived(
      state,
      action: PayloadAction<{ likes: readonly Like[]; meta?: CursorMeta; append?: boolean }>,
    ) {
      const { likes, meta, append } = action.payload;
      if (!append) {
        state.ids = [];
        state.byPostId = {};
      }
      for (const like of likes) {
        if (!state.byPostId[like.ltkId]) state.ids.push(like.ltkId);
        state.byPostId[like.ltkId] = like;
        state.checked[like.ltkId] = true;
      }
      state.meta = meta;
      state.status = 'succeeded';
    },
    likesFailed(state) {
      state.status = 'failed';
    },
    /** Per-post lookups: marks every asked post as checked and records the likes found. */
    likeStatusReceived(state, action: PayloadAction<{ ltkIds: readonly string[]; likes: readonly Like[] }>) {
      for (const id of action.payload.ltkIds) state.checked[id] = true;
      for (const like of action.payload.likes) {
        if (!state.byPostId[like.ltkId]) state.ids.push(like.ltkId);
        state.byPostId[like.ltkId] = like;
      }
    },
    likeAdded(state, action: PayloadAction<Like>) {
      const like = action.payload;
      state.ids = [like.ltkId, ...state.ids.filter((id) => id !== like.ltkId)];
      state.byPostId[like.ltkId] = like;
      state.checked[like.ltkId] = true;
      state.lastAdded = like.ltkId;
    },
    likeRemoved(state, action: PayloadAction<string>) {
      state.ids = state.ids.filter((id) => id !== action.payload);
      delete state.byPostId[action.payload];
      if (state.lastAdded === action.payload) delete state.lastAdded;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionReset, () => initialState);
  },
  selectors: {
    selectLikes: (state) => state,
    selectLikedPostIds: (state) => state.ids,
    selectIsPostLiked: (state, postId: string) => Boolean(state.byPostId[postId]),
  },
});

export const { likesPending, likesReceived, likesFailed, likeStatusReceived, likeAdded, likeRemoved } =
  likesSlice.actions;
export const { selectLikes, selectLikedPostIds, selectIsPostLiked } = likesSlice.selectors;
