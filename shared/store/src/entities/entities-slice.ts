import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Cached, MediaObject, Post, Product, ProductDetails, Profile } from '@ltk/contracts';

export interface EntitiesState {
  posts: Record<string, Cached<Post>>;
  profiles: Record<string, Cached<Profile>>;
  products: Record<string, Cached<Product>>;
  productDetails: Record<string, Cached<ProductDetails>>;
  mediaObjects: Record<string, Cached<MediaObject>>;
}

export interface EntitiesReceivedPayload {
  fetchedAt: number;
  posts?: readonly Post[] | null;
  profiles?: readonly Profile[] | null;
  products?: readonly Product[] | null;
  productDetails?: readonly ProductDetails[] | null;
  mediaObjects?: readonly MediaObject[] | null;
}

const initialState: EntitiesState = {
  posts: {},
  profiles: {},
  products: {},
  productDetails: {},
  mediaObjects: {},
};

const KINDS = ['posts', 'profiles', 'products', 'productDetails', 'mediaObjects'] as const;
export type EntityKind = (typeof KINDS)[number];

/** Posts, profiles, products, product details and media objects seen by any remote, with fetch times. */
export const entitiesSlice = createSlice({
  name: 'entities',
  initialState,
  reducers: {
    entitiesReceived(state, action: PayloadAction<EntitiesReceivedPayload>) {
      const { fetchedAt } = action.payload;
      for (const kind of KINDS) {
        const table = state[kind] as Record<string, { id: string; fetchedAt: number }>;
        for (const entity of action.payload[kind] ?? []) {
          table[entity.id] = { ...entity, fetchedAt };
        }
      }
    },
  },
  selectors: {
    selectPosts: (state) => state.posts,
    selectProfiles: (state) => state.profiles,
    selectProducts: (state) => state.products,
    selectProductDetailsMap: (state) => state.productDetails,
    selectMediaObjects: (state) => state.mediaObjects,
  },
});

export const { entitiesReceived } = entitiesSlice.actions;
