import type { Post } from '@ltk/contracts';
import type { RootState } from '@ltk/store';
import { createSelector } from '@reduxjs/toolkit';

/** The cached posts of an id list, in order (ids not cached yet are left out). */
export const selectPostsByIds = createSelector(
  [(state: RootState) => state.entities.posts, (_state: RootState, ids: readonly string[]) => ids],
  (posts, ids): Post[] => ids.flatMap((id) => (posts[id] ? [posts[id]] : [])),
);
