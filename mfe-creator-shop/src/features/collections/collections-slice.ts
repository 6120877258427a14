import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Collection } from '@ltk/contracts';
import type { RootState } from '@ltk/store';

export interface ShopCollectionsState {
  /** Creators' post collections by id. */
  collections: Record<string, Collection>;
}

const initialState: ShopCollectionsState = { collections: {} };

/** The post collections of creator shops (this remote only). */
export const collectionsSlice = createSlice({
  name: 'creatorShopCollections',
  initialState,
  reducers: {
    collectionsReceived(state, action: PayloadAction<readonly Collection[]>) {
      for (const collection of action.payload) state.collections[collection.id] = collection;
    },
  },
});

export const { collectionsReceived } = collectionsSlice.actions;

declare module '@ltk/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof collectionsSlice> {}
}

export const selectCollection = (state: RootState, id: string): Collection | undefined =>
  state.creatorShopCollections?.collections[id];
