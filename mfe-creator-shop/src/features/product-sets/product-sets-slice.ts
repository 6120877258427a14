import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { GiftGuideTerm, ShopProduct, ShopProductCollection } from '@ltk/contracts';
import type { RootState } from '@ltk/store';

export interface ProductSetsState {
  /** Product sets and gift guides (shop product collections) by collection id. */
  sets: Record<string, ShopProductCollection>;
  /** Their products by shop product id. */
  products: Record<string, ShopProduct>;
  /** Active gift-guide recipients by locale. */
  recipients: Record<string, GiftGuideTerm[]>;
}

const initialState: ProductSetsState = { sets: {}, products: {}, recipients: {} };

/** Product sets and gift guides of creator shops, their products and the gift-guide recipients (this remote). */
export const productSetsSlice = createSlice({
  name: 'creatorShopProductSets',
  initialState,
  reducers: {
    setsReceived(state, action: PayloadAction<readonly ShopProductCollection[]>) {
      for (const set of action.payload) state.sets[set.collectionId] = set;
    },
    setProductsReceived(state, action: PayloadAction<readonly ShopProduct[]>) {
      for (const product of action.payload) state.products[product.shopProductId] = product;
    },
    recipientsReceived(state, action: PayloadAction<{ locale: string; recipients: GiftGuideTerm[] }>) {
      state.recipients[action.payload.locale] = action.payload.recipients;
    },
  },
});

export const { setsReceived, setProductsReceived, recipientsReceived } = productSetsSlice.actions;

declare module '@ltk/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof productSetsSlice> {}
}

export const selectSet = (state: RootState, id: string): ShopProductCollection | undefined =>
  state.creatorShopProductSets?.sets[id];
export const selectShopProduct = (state: RootState, id: string): ShopProduct | undefined =>
  state.creatorShopProductSets?.products[id];
export const selectRecipients = (state: RootState, locale: string): GiftGuideTerm[] | undefined =>
  state.creatorShopProductSets?.recipients[locale];
