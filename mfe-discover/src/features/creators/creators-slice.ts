import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RecommendedProfile } from '@ltk/contracts';
import type { RootState } from '@ltk/store';

export interface CreatorsState {
  /** Creator recommendations (most-followed first) by the limit asked for. */
  recommendations: Record<number, RecommendedProfile[]>;
}

const initialState: CreatorsState = { recommendations: {} };

/** Recommended creators shown by /creators/matching and /sitemap. */
export const creatorsSlice = createSlice({
  name: 'discoverCreators',
  initialState,
  reducers: {
    recommendationsReceived(
      state,
      action: PayloadAction<{ limit: number; recommendations: RecommendedProfile[] }>,
    ) {
      state.recommendations[action.payload.limit] = action.payload.recommendations;
    },
  },
});

export const { recommendationsReceived } = creatorsSlice.actions;

declare module '@ltk/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof creatorsSlice> {}
}

export const selectRecommendations = (state: RootState, limit: number): RecommendedProfile[] | undefined =>
  state.discoverCreators?.recommendations[limit];
