import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ShopProduct, ShopProductCollection } from '@ltk/contracts';
import type { RootState } from '@ltk/store';

export interface ProductSetPageState {
  sets: Record<string, ShopProductCollection>;
  products: Record<string, ShopProduct>;
}

const initialState: ProductSetPageState = { sets: {}, products: {} };

/** Product sets shown on their own page and their products (this remote only). */
export const productSetSlice = createSlice({
  name: 'productSetPage',
  initialState,
  reducers: {
    productSetReceived(state, action: PayloadAction<ShopProductCollection>) {
      state.sets[action.payload.collectionId] = action.payload;
    },
    productSetProductsReceived(state, action: PayloadAction<readonly ShopProduct[]>) {
      for (const product of action.payload) state.products[product.shopProductId] = product;
    },
  },
});

export const { productSetReceived, productSetProductsReceived } = productSetSlice.actions;

declare module '@ltk/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof productSetSlice> {}
}

export const selectProductSet = (state: RootState, id: string): ShopProductCollection | undefined =>
  state.productSetPage?.sets[id];
export const selectSetProduct = (state: RootState, id: string): ShopProduct | undefined =>
  state.productSetPage?.products[id];
