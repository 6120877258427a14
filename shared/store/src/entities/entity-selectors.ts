import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../app/root-reducer';

/** A cached post (with fetchedAt), if seen. */
export const selectPost = (state: RootState, id: string) => state.entities.posts[id];
export const selectProfile = (state: RootState, id: string) => state.entities.profiles[id];
export const selectProduct = (state: RootState, id: string) => state.entities.products[id];
export const selectProductDetails = (state: RootState, id: string) => state.entities.productDetails[id];

/** Profile by display name, case-insensitive. */
export const selectProfileByDisplayName = createSelector(
  [
    (state: RootState) => state.entities.profiles,
    (_state: RootState, displayName: string) => displayName.toLowerCase(),
  ],
  (profiles, name) => Object.values(profiles).find((profile) => profile.displayName.toLowerCase() === name),
);
