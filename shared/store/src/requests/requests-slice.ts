import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionReset } from '../app/session-reset';
import type { FetchStatus } from '../feeds/feed-state';

/** The fetch state of one keyed read (spec section 4: pending, error, timestamp). */
export interface RequestState {
  status: FetchStatus;
  error?: { status: number; message: string };
  /** When the last successful load finished. */
  fetchedAt?: number;
}

/** Key prefix of the recommended-profile reads, refetched after a like change (section 4). */
export const RECOMMENDED_PROFILES_REQUEST = 'creator-recommendations';

export type RequestsState = Record<string, RequestState>;

const initialState: RequestsState = {};

/** Fetch states of keyed reads (`product-set:123`): data lives in its own slice, its loading state lives here. */
export const requestsSlice = createSlice({
  name: 'requests',
  initialState,
  reducers: {
    requestPending(state, action: PayloadAction<{ key: string }>) {
      const previous = state[action.payload.key];
      state[action.payload.key] = { status: 'pending', fetchedAt: previous?.fetchedAt };
    },
    requestSucceeded(state, action: PayloadAction<{ key: string; fetchedAt: number }>) {
      state[action.payload.key] = { status: 'succeeded', fetchedAt: action.payload.fetchedAt };
    },
    requestFailed(state, action: PayloadAction<{ key: string; status: number; message: string }>) {
      const { key, status, message } = action.payload;
      state[key] = { status: 'failed', error: { status, message }, fetchedAt: state[key]?.fetchedAt };
    },
    requestForgotten(state, action: PayloadAction<{ key: string }>) {
      delete state[action.payload.key];
    },
  },
  extraReducers: (builder) => {
    // A user's reads (their wishlists, carts) must not be served to the next user from the cache.
    builder.addCase(sessionReset, () => ({}));
  },
});

export const { requestPending, requestSucceeded, requestFailed, requestForgotten } = requestsSlice.actions;
