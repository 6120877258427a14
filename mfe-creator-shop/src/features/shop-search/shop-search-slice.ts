import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RootState } from '@ltk/store';

export interface ShopSearchState {
  /** Post ids shown as pinned, by search list name. */
  pinned: Record<string, string[]>;
}

const initialState: ShopSearchState = { pinned: {} };

/** What the shop search shows besides its lists: the pinned posts of each search (this remote). */
export const shopSearchSlice = createSlice({
  name: 'creatorShopSearch',
  initialState,
  reducers: {
    pinnedReceived(state, action: PayloadAction<{ list: string; ids: string[] }>) {
      state.pinned[action.payload.list] = action.payload.ids;
    },
  },
});

export const { pinnedReceived } = shopSearchSlice.actions;

declare module '@ltk/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof shopSearchSlice> {}
}

const NONE: string[] = [];
export const selectPinned = (state: RootState, list: string): string[] =>
  state.creatorShopSearch?.pinned[list] ?? NONE;
