import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RetailerProduct } from '@ltk/contracts';
import { defineRead, type RootState } from '@ltk/store';

interface RetailerProductsState {
  /** Retailer products (variants, options) by id. */
  byId: Record<string, RetailerProduct>;
}

const initialState: RetailerProductsState = { byId: {} };

/** The retailer products behind product details (this remote only: the product page's variant picker). */
const retailerProductsSlice = createSlice({
  name: 'productRetailerProducts',
  initialState,
  reducers: {
    retailerProductReceived(state, action: PayloadAction<{ id: string; retailerProduct: RetailerProduct }>) {
      state.byId[action.payload.id] = action.payload.retailerProduct;
    },
  },
});

const { retailerProductReceived } = retailerProductsSlice.actions;

declare module '@ltk/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof retailerProductsSlice> {}
}

/** GET /v3/consumer_retailer_products/{id}; a failure is logged (the page keeps its details). */
export const retailerProductRead = defineRead({
  owner: retailerProductsSlice,
  name: 'retailer-product',
  args: (id: string) => id,
  load: async (id, { dispatch, extra }) => {
    try {
      const { retailerProduct } = await extra.api.getRetailerProduct(id);
      dispatch(retailerProductReceived({ id, retailerProduct }));
    } catch (error) {
      console.error('Error fetching retailer product by id', id, error);
      throw error;
    }
  },
  select: (state: RootState, id: string) => state.productRetailerProducts?.byId[id],
});
