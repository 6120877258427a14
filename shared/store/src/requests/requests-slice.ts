import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionReset } from '../app/session-reset';
import type { FetchStatus } from '../feeds/feed-state';

/** The fetch state of one keyed read (spec section 4: pending, error, timestamp). */
export interface RequestState {
  status: FetchStatus;
  error?: { status: number; message: string };
  /** When the last successful load finished. */
  fetchedAt?: number;
  /** The read definition's tags (`readsInvalidated` forgets the reads of a tag). */
  tags?: string[];
}

/** Tags of reads several packages invalidate. */
export const READ_TAGS = {
  /** Section 4: recommended profiles are refetched after a like change. */
  recommendedProfiles: 'recommended-profiles',
} as const;

export type RequestsState = Record<string, RequestState>;

const initialState: RequestsState = {};

/** Fetch states of keyed reads (`defineRead`): data lives in the read's owning slice, its loading state lives here. */
export const requestsSlice = createSlice({
  name: 'requests',
  initialState,
  reducers: {
    requestPending(state, action: PayloadAction<{ key: string; tags?: readonly string[] }>) {
      const { key, tags } = action.payload;
      state[key] = {
        status: 'pending',
        fetchedAt: state[key]?.fetchedAt,
        ...(tags?.length ? { tags: [...tags] } : {}),
      };
    },
    requestSucceeded(state, action: PayloadAction<{ key: string; fetchedAt: number }>) {
      const { key, fetchedAt } = action.payload;
      state[key] = { ...state[key], status: 'succeeded', fetchedAt };
    },
    requestFailed(state, action: PayloadAction<{ key: string; status: number; message: string }>) {
      const { key, status, message } = action.payload;
      state[key] = { ...state[key], status: 'failed', error: { status, message } };
    },
    /** Forgets the reads declaring one of these tags: those shown load again, the others on their next use. */
    readsInvalidated(state, action: PayloadAction<{ tags: readonly string[] }>) {
      for (const [key, request] of Object.entries(state))
        if (request.tags?.some((tag) => action.payload.tags.includes(tag))) delete state[key];
    },
  },
  extraReducers: (builder) => {
    // A user's reads (their wishlists, carts) must not be served to the next user from the cache.
    builder.addCase(sessionReset, () => ({}));
  },
});

export const { requestPending, requestSucceeded, requestFailed, readsInvalidated } = requestsSlice.actions;
