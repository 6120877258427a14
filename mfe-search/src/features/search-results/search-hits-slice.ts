import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { SearchHit } from '@ltk/contracts';
import type { RootState } from '@ltk/store';

export interface SearchHitsState {
  /** Creator hits by their post or profile id (`id ?? objectID`). */
  creators: Record<string, SearchHit>;
}

const initialState: SearchHitsState = { creators: {} };

/** What search reads besides the shared entities: creator hits (they are not profiles). */
export const searchHitsSlice = createSlice({
  name: 'searchHits',
  initialState,
  reducers: {
    creatorHitsReceived(state, action: PayloadAction<readonly SearchHit[]>) {
      for (const hit of action.payload) state.creators[hitId(hit)] = hit;
    },
  },
});

export const { creatorHitsReceived } = searchHitsSlice.actions;

declare module '@ltk/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof searchHitsSlice> {}
}

/** A hit's id: the post or profile it names. */
export const hitId = (hit: SearchHit): string => hit.id ?? hit.objectID;

export const selectCreatorHit = (state: RootState, id: string): SearchHit | undefined =>
  state.searchHits?.creators[id];
