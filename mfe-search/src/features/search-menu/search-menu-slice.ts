import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RootState } from '@ltk/store';
import type { CreatorSuggestion } from './build-menu-sections';

export interface TypedSuggestions {
  related: string[];
  creators: CreatorSuggestion[];
}

export interface SearchMenuState {
  /** Popular Creators (profile recommendations), once loaded. */
  popularCreators?: CreatorSuggestion[];
  /** Related Searches and Suggested Creators by typed query. */
  typed: Record<string, TypedSuggestions>;
}

const initialState: SearchMenuState = { typed: {} };

/** What the search menu suggests besides the reader's history (this remote). */
export const searchMenuSlice = createSlice({
  name: 'searchMenu',
  initialState,
  reducers: {
    popularCreatorsReceived(state, action: PayloadAction<CreatorSuggestion[]>) {
      state.popularCreators = action.payload;
    },
    suggestionsReceived(state, action: PayloadAction<{ query: string } & TypedSuggestions>) {
      const { query, ...suggestions } = action.payload;
      state.typed[query] = suggestions;
    },
  },
});

export const { popularCreatorsReceived, suggestionsReceived } = searchMenuSlice.actions;

declare module '@ltk/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof searchMenuSlice> {}
}

export const selectPopularCreators = (state: RootState) => state.searchMenu?.popularCreators;
export const selectTypedSuggestions = (state: RootState, query: string) => state.searchMenu?.typed[query];
