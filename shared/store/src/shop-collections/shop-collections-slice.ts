import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { GiftGuideTerm, ShopProduct, ShopProductCollection } from '@ltk/contracts';
import type { RootState } from '@ltk/store';

export interface ShopCollectionsState {
  /** Product sets and gift guides (shop product collections) by collection id. */
  collections: Record<string, ShopProductCollection>;
  /** Their products by shop product id. */
  products: Record<string, ShopProduct>;
  /** Active gift-guide recipients (audiences) by locale. */
  recipients: Record<string, GiftGuideTerm[]>;
}

const initialState: ShopCollectionsState = { collections: {}, products: {}, recipients: {} };

/** Shop product collections (product sets, gift guides), their products and the gift-guide recipients. */
export const shopCollectionsSlice = createSlice({
  name: 'shopCollections',
  initialState,
  reducers: {
    collectionsReceived(state, action: PayloadAction<readonly ShopProductCollection[]>) {
      for (const collection of action.payload) state.collections[collection.collectionId] = collection;
    },
    collectionProductsReceived(state, action: PayloadAction<readonly ShopProduct[]>) {
      for (const product of action.payload) state.products[product.shopProductId] = product;
    },
    recipientsReceived(state, action: PayloadAction<{ locale: string; recipients: GiftGuideTerm[] }>) {
      state.recipients[action.payload.locale] = action.payload.recipients;
    },
  },
});

export const { collectionsReceived, collectionProductsReceived, recipientsReceived } =
  shopCollectionsSlice.actions;

declare module '@ltk/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof shopCollectionsSlice> {}
}

export const selectShopCollection = (state: RootState, id: string): ShopProductCollection | undefined =>
  state.shopCollections?.collections[id];
export const selectShopProduct = (state: RootState, id: string): ShopProduct | undefined =>
  state.shopCollections?.products[id];
export const selectRecipients = (state: RootState, locale: string): GiftGuideTerm[] | undefined =>
  state.shopCollections?.recipients[locale];
