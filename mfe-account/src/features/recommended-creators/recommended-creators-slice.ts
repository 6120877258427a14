import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Profile } from '@ltk/contracts';
import { sessionReset, type RootState } from '@ltk/store';

interface RecommendedCreatorsState {
  /** GET /v2/recommended_profiles/ of the signed-in shopper, once loaded. */
  profiles?: Profile[];
}

const initialState: RecommendedCreatorsState = {};

/** Creators recommended to the signed-in shopper (this remote only; a user's data, cleared on sign-out). */
export const recommendedCreatorsSlice = createSlice({
  name: 'accountRecommendedCreators',
  initialState,
  reducers: {
    recommendedCreatorsReceived(state, action: PayloadAction<Profile[]>) {
      state.profiles = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionReset, () => initialState);
  },
});

declare module '@ltk/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof recommendedCreatorsSlice> {}
}

export const { recommendedCreatorsReceived } = recommendedCreatorsSlice.actions;

export const selectRecommendedCreators = (state: RootState) => state.accountRecommendedCreators?.profiles;
