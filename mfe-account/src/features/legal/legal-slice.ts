import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { SignedPolicies } from '@ltk/contracts';
import { injectSlices, sessionReset, type AppDispatch, type RootState } from '@ltk/store';

export interface LegalState {
  /** The signed-in user's signed policies (null until read). */
  policies: SignedPolicies | null;
}

const initialState: LegalState = { policies: null };

/** The user's signed policies (cookie, privacy, tos). */
export const legalSlice = createSlice({
  name: 'legal',
  initialState,
  reducers: {
    policiesReceived(state, action: PayloadAction<SignedPolicies>) {
      state.policies = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionReset, () => initialState);
  },
});

declare module '@ltk/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof legalSlice> {}
}

export const { policiesReceived } = legalSlice.actions;

/** Injects the slice (idempotent) and dispatches into it. */
export function dispatchToLegal(dispatch: AppDispatch, action: { type: string }): void {
  injectSlices({ dispatch }, legalSlice);
  dispatch(action);
}

export const selectSignedPolicies = (root: RootState): SignedPolicies | null => root.legal?.policies ?? null;

/** The terms modal is needed while cookie or privacy acceptance is missing (section 4). */
export const needsTerms = (policies: SignedPolicies | null): boolean =>
  policies !== null && (!policies.cookie || !policies.privacy);
