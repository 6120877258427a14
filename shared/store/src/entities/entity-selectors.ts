import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../app/root-reducer';

/** A cached post (with fetchedAt), if seen. */
export const selectPost = (state: RootState, id: string) => state.entities.posts[id];
export const selectProfile = (state: RootState, id: string) => state.entities.profiles[id];
export const selectProduct = (state: RootState, id: string) => state.entities.products[id];
export const selectProductDetails = (state: RootState, id: string) => state.entities.productDetails[id];
export const selectMediaObject = (state: RootState, id: string) => state.entities.mediaObjects[id];

/** Profile by display name, case-insensitive. */
export const selectProfileByDisplayName = createSelector(
  [
    (state: RootState) => state.entities.profiles,
    (_state: RootState, displayName: string) => displayName.toLowerCase(),
  ],
  (profiles, name) => Object.values(profiles).find((profile) => profile.displayName.toLowerCase() === name),
);

/** The products of a post in the post's order (those already cached). */
export const selectPostProducts = createSelector(
  [
    (state: RootState) => state.entities.products,
    (state: RootState, postId: string) => state.entities.posts[postId],
  ],
  (products, post) => (post ? post.productIds.flatMap((id) => products[id] ?? []) : []),
);
