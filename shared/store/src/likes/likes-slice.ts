import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CursorMeta, Like } from '@ltk/contracts';
import { sessionReset } from '../app/session-reset';
import type { FetchStatus } from '../feeds/feed-state';

export interface LikesState {
  /** Liked post ids, newest first. */
  ids: string[];
  byPostId: Record<string, Like>;
  /** When each post's like state was last asked for (not asked again for 5 minutes). */
  checkedAt: Record<string, { fetchedAt: number }>;
  /** Posts liked or unliked here: their local state wins over answers that may predate it. */
  changedHere: Record<string, true>;
  /** The post most recently liked here (drives the "like added" UI). */
  lastAdded?: string;
  meta?: CursorMeta;
  status: FetchStatus;
}

const initialState: LikesState = { ids: [], byPostId: {}, checkedAt: {}, changedHere: {}, status: 'idle' };

function recordLike(state: LikesState, like: Like) {
  if (!state.ids.includes(like.ltkId)) state.ids.push(like.ltkId);
  state.byPostId[like.ltkId] = like;
}

/** The user's likes. */
export const likesSlice = createSlice({
  name: 'likes',
  initialState,
  reducers: {
    likesPending(state) {
      state.status = 'pending';
    },
    /**
     * A page of the user's likes; the first page replaces the list (likes made here first). It may predate a like
     * or unlike made here (a shared in-flight read), so posts changed here keep their local state; likes learned
     * from lookups stay known.
     */
    likesReceived(
      state,
      action: PayloadAction<{ likes: readonly Like[]; meta?: CursorMeta; append?: boolean }>,
    ) {
      const { likes, meta, append } = action.payload;
      if (!append) state.ids = state.ids.filter((id) => state.changedHere[id] && state.byPostId[id]);
      for (const like of likes) if (!state.changedHere[like.ltkId]) recordLike(state, like);
      state.meta = meta;
      state.status = 'succeeded';
    },
    likesFailed(state) {
      state.status = 'failed';
    },
    likeStatusPending(state, action: PayloadAction<{ ltkIds: readonly string[]; at: number }>) {
      for (const id of action.payload.ltkIds) state.checkedAt[id] = { fetchedAt: action.payload.at };
    },
    /** Lookups of given posts: each asked post not changed here is liked exactly when the answer lists it. */
    likeStatusReceived(state, action: PayloadAction<{ ltkIds: readonly string[]; likes: readonly Like[] }>) {
      for (const id of action.payload.ltkIds) {
        const like = action.payload.likes.find((liked) => liked.ltkId === id);
        if (state.changedHere[id]) continue;
        if (like) recordLike(state, like);
        else if (state.byPostId[id]) {
          delete state.byPostId[id];
          state.ids = state.ids.filter((liked) => liked !== id);
        }
      }
    },
    likeAdded(state, action: PayloadAction<Like>) {
      const like = action.payload;
      state.ids = [like.ltkId, ...state.ids.filter((id) => id !== like.ltkId)];
      state.byPostId[like.ltkId] = like;
      state.lastAdded = like.ltkId;
      state.changedHere[like.ltkId] = true;
    },
    likeRemoved(state, action: PayloadAction<string>) {
      state.ids = state.ids.filter((id) => id !== action.payload);
      delete state.byPostId[action.payload];
      if (state.lastAdded === action.payload) delete state.lastAdded;
      state.changedHere[action.payload] = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionReset, () => initialState);
  },
  selectors: {
    selectLikedPostIds: (state) => state.ids,
    selectIsPostLiked: (state, postId: string) => Boolean(state.byPostId[postId]),
  },
});

export const {
  likesPending,
  likesReceived,
  likesFailed,
  likeStatusPending,
  likeStatusReceived,
  likeAdded,
  likeRemoved,
} = likesSlice.actions;
export const { selectLikedPostIds, selectIsPostLiked } = likesSlice.selectors;
