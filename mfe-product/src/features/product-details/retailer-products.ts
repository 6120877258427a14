import { logger } from '@ltk/contracts/log';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RetailerProduct } from '@ltk/contracts';
import { defineRead, type RootState } from '@ltk/store';

interface RetailerProductsState {
  /** Retailer products (variants, options) by id. */
  byId: Record<string, RetailerProduct>;
  /** The retailer product id a product link points to (null: none), by `linkKey`. */
  links: Record<string, string | null>;
}

const initialState: RetailerProductsState = { byId: {}, links: {} };

/** A product link the page was reached by: the product details id and the click hash (`rshash`), if any. */
export interface ProductLinkArgs {
  id: string;
  hlc: string | null;
}

const linkKey = ({ id, hlc }: ProductLinkArgs) => (hlc ? `${id}|${hlc}` : id);

/** The retailer products behind product details (this remote only: the product page's variant picker). */
const retailerProductsSlice = createSlice({
  name: 'productRetailerProducts',
  initialState,
  reducers: {
    retailerProductReceived(state, action: PayloadAction<{ id: string; retailerProduct: RetailerProduct }>) {
      state.byId[action.payload.id] = action.payload.retailerProduct;
    },
    retailerProductLinkReceived(
      state,
      action: PayloadAction<{ key: string; retailerProductId: string | null }>,
    ) {
      state.links[action.payload.key] = action.payload.retailerProductId;
    },
  },
});

const { retailerProductReceived, retailerProductLinkReceived } = retailerProductsSlice.actions;

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
      logger.error('Error fetching retailer product by id', id, error);
      throw error;
    }
  },
  select: (state: RootState, id: string) => state.productRetailerProducts?.byId[id],
});

/**
 * GET /v1/retailer_product_links/{id}?hlc=: the retailer product a product link (`li` from a post, `rshash` from off
 * the site) points to. A failure is logged (section 8: retailer link errors); the page keeps the details' own one.
 */
export const retailerProductLinkRead = defineRead({
  owner: retailerProductsSlice,
  name: 'retailer-product-link',
  args: linkKey,
  load: async (link: ProductLinkArgs, { dispatch, extra }) => {
    try {
      const { retailerProductLink } = await extra.api.getRetailerProductLink(link.id, { hlc: link.hlc });
      dispatch(
        retailerProductLinkReceived({
          key: linkKey(link),
          retailerProductId: retailerProductLink.retailerProductId,
        }),
      );
    } catch (error) {
      logger.error('Error fetching retailer product link', link.id, error);
      throw error;
    }
  },
  select: (state: RootState, link: ProductLinkArgs) => state.productRetailerProducts?.links[linkKey(link)],
});
