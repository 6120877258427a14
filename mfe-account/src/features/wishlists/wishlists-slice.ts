import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { WishCollection } from '@ltk/contracts';
import { injectSlices, sessionReset, type AppDispatch, type RootState } from '@ltk/store';

/** What a shared-wishlist link led to: the wishlist, nothing (swallowed 404), or the allow-list gate's answer. */
export type SharedOutcome =
  | { kind: 'found'; collectionId: string }
  | { kind: 'not-found' }
  | { kind: 'disabled' }
  | { kind: 'forbidden' };

export interface WishlistsState {
  collections: Record<string, WishCollection>;
  /** The user's own wishlists, default first. */
  ownIds: string[];
  /** By share hash. */
  shared: Record<string, SharedOutcome>;
}

const initialState: WishlistsState = { collections: {}, ownIds: [], shared: {} };

/** Wish collections of this remote: the user's own and the shared ones opened by link. */
export const wishlistsSlice = createSlice({
  name: 'wishlists',
  initialState,
  reducers: {
    ownWishlistsReceived(state, action: PayloadAction<readonly WishCollection[]>) {
      for (const collection of action.payload) state.collections[collection.id] = collection;
      state.ownIds = action.payload.map((collection) => collection.id);
    },
    sharedWishlistResolved(
      state,
      action: PayloadAction<{ hash: string; outcome: SharedOutcome; collection?: WishCollection }>,
    ) {
      const { hash, outcome, collection } = action.payload;
      if (collection) state.collections[collection.id] = collection;
      state.shared[hash] = outcome;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionReset, () => initialState);
  },
});

declare module '@ltk/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof wishlistsSlice> {}
}

export const { ownWishlistsReceived, sharedWishlistResolved } = wishlistsSlice.actions;

/** Injects the slice (idempotent) and dispatches into it: loaders call this, so no render dispatches. */
export function dispatchToWishlists(dispatch: AppDispatch, action: { type: string }): void {
  injectSlices({ dispatch }, wishlistsSlice);
  dispatch(action);
}

const slice = (root: RootState): WishlistsState => root.wishlists ?? initialState;
const EMPTY: WishCollection[] = [];
export const selectOwnWishlists = (root: RootState): WishCollection[] => {
  const state = slice(root);
  return state.ownIds.length === 0 ? EMPTY : state.ownIds.flatMap((id) => state.collections[id] ?? []);
};
export const selectSharedOutcome = (root: RootState, hash: string): SharedOutcome | undefined =>
  slice(root).shared[hash];
export const selectWishlist = (root: RootState, id: string): WishCollection | undefined =>
  slice(root).collections[id];
