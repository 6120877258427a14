import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Category } from '@ltk/contracts';
import type { RootState } from '@ltk/store';

export interface CategoriesState {
  /** The shop categories of each country (section-9 categories country map) loaded so far. */
  byCountry: Record<string, Category[]>;
}

const initialState: CategoriesState = { byCountry: {} };

/** Shop categories by country: loaded once per country and kept (fresh for 5 minutes) for every page. */
export const categoriesSlice = createSlice({
  name: 'discoverCategories',
  initialState,
  reducers: {
    categoriesReceived(state, action: PayloadAction<{ country: string; categories: Category[] }>) {
      state.byCountry[action.payload.country] = action.payload.categories;
    },
  },
});

export const { categoriesReceived } = categoriesSlice.actions;

declare module '@ltk/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof categoriesSlice> {}
}

/** The categories of `country`, once loaded. */
export const selectCategories = (state: RootState, country: string): Category[] | undefined =>
  state.discoverCategories?.byCountry[country];
