import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Category } from '@ltk/contracts';
import type { RootState } from '@ltk/store';

export interface BubblesState {
  /** The categories of the bubbles module, by `country:date`. */
  byDay: Record<string, Category[]>;
}

const initialState: BubblesState = { byDay: {} };

/** The category bubbles of /search (POST /v1/presentation/modules/v1_bubbles), by country and day. */
export const bubblesSlice = createSlice({
  name: 'searchBubbles',
  initialState,
  reducers: {
    bubblesReceived(state, action: PayloadAction<{ key: string; categories: Category[] }>) {
      state.byDay[action.payload.key] = action.payload.categories;
    },
  },
});

export const { bubblesReceived } = bubblesSlice.actions;

declare module '@ltk/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof bubblesSlice> {}
}

export const selectBubbles = (state: RootState, key: string): Category[] | undefined =>
  state.searchBubbles?.byDay[key];
