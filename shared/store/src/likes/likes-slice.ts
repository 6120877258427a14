import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CursorMeta, Like } from '@ltk/contracts';
import { sessionReset } from '../app/session-reset';
import type { FetchStatus } from '../feeds/feed-state';

export interface LikesState {
  /** Liked post ids, newest first. */
  ids: string[];
  byPostId: Record<string, Like>;
  /** When each post's like state was last read from the server (fresh for 5 minutes). */
  checkedAt: Record<string, number>;
  /** Posts whose like lookup is in flight (not asked again meanwhile). */
  pending: Record<string, true>;
  /** Counts local likes and unlikes; `changedAt` holds the count at each post's last change. */
  revision: number;
  changedAt: Record<string, number>;
  /** The post most recently liked here (drives the "like added" UI). */
  lastAdded?: string;
  meta?: CursorMeta;
  status: FetchStatus;
}

const initialState: LikesState = {
  ids: [],
  byPostId: {},
  checkedAt: {},
  pending: {},
  revision: 0,
  changedAt: {},
  status: 'idle',
};

/** A server answer read before `since` (the revision when its request started) and when it arrived. */
interface Answer {
  since: number;
  fetchedAt: number;
}

/** A post liked or unliked here after a request started keeps its local state when that request answers. */
const changedSince = (state: LikesState, id: string, since: number) => (state.changedAt[id] ?? 0) > since;

function recordLike(state: LikesState, like: Like) {
  if (!state.ids.includes(like.ltkId)) state.ids.push(like.ltkId);
  state.byPostId[like.ltkId] = like;
}

function markChanged(state: LikesState, id: string) {
  state.revision += 1;
  state.changedAt[id] = state.revision;
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
     * A page of the user's likes; the first page replaces the list. The list may be older than a like or unlike
     * made here (a shared in-flight read), so posts changed here keep their local state; likes learned from
     * lookups stay known.
     */
    likesReceived(
      state,
      action: PayloadAction<{
        likes: readonly Like[];
        meta?: CursorMeta;
        append?: boolean;
        fetchedAt?: number;
      }>,
    ) {
      const { likes, meta, append, fetchedAt } = action.payload;
      const changedHere = (id: string) => state.changedAt[id] !== undefined;
      if (!append) {
        const listed = new Set(likes.map((like) => like.ltkId));
        state.ids = state.ids.filter((id) => changedHere(id) && state.byPostId[id] && !listed.has(id));
      }
      for (const like of likes) {
        if (changedHere(like.ltkId)) {
          if (state.byPostId[like.ltkId] && !state.ids.includes(like.ltkId)) state.ids.push(like.ltkId);
          continue;
        }
        recordLike(state, like);
        if (fetchedAt !== undefined) state.checkedAt[like.ltkId] = fetchedAt;
      }
      state.meta = meta;
      state.status = 'succeeded';
    },
    likesFailed(state) {
      state.status = 'failed';
    },
    likeStatusPending(state, action: PayloadAction<readonly string[]>) {
      for (const id of action.payload) state.pending[id] = true;
    },
    /** Lookups of given posts: each asked post is liked exactly when the answer lists it. */
    likeStatusReceived(
      state,
      action: PayloadAction<{ ltkIds: readonly string[]; likes: readonly Like[] } & Partial<Answer>>,
    ) {
      const { ltkIds, likes, since = state.revision, fetchedAt = 0 } = action.payload;
      const found = new Map(likes.map((like) => [like.ltkId, like]));
      for (const id of ltkIds) {
        delete state.pending[id];
        if (changedSince(state, id, since)) continue;
        state.checkedAt[id] = fetchedAt;
        const like = found.get(id);
        if (like) recordLike(state, like);
        else if (state.byPostId[id]) {
          delete state.byPostId[id];
          state.ids = state.ids.filter((liked) => liked !== id);
        }
      }
    },
    likeStatusFailed(state, action: PayloadAction<readonly string[]>) {
      for (const id of action.payload) delete state.pending[id];
    },
    likeAdded(state, action: PayloadAction<Like>) {
      const like = action.payload;
      state.ids = [like.ltkId, ...state.ids.filter((id) => id !== like.ltkId)];
      state.byPostId[like.ltkId] = like;
      state.lastAdded = like.ltkId;
      markChanged(state, like.ltkId);
    },
    likeRemoved(state, action: PayloadAction<string>) {
      state.ids = state.ids.filter((id) => id !== action.payload);
      delete state.byPostId[action.payload];
      if (state.lastAdded === action.payload) delete state.lastAdded;
      markChanged(state, action.payload);
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

export const {
  likesPending,
  likesReceived,
  likesFailed,
  likeStatusPending,
  likeStatusReceived,
  likeStatusFailed,
  likeAdded,
  likeRemoved,
} = likesSlice.actions;
export const { selectLikes, selectLikedPostIds, selectIsPostLiked } = likesSlice.selectors;
