import { createSelector } from '@reduxjs/toolkit';
import type { Product, ProductDetails } from '@ltk/contracts';
import type { RootState } from '@ltk/store';

export interface CardProduct {
  product: Product;
  details?: ProductDetails;
}

/** Makes a per-card selector: the post's products in its order (cached ones), with their details when known. */
export const makeSelectCardProducts = () =>
  createSelector(
    [
      (state: RootState, postId: string) => state.entities.posts[postId]?.productIds,
      (state: RootState) => state.entities.products,
      (state: RootState) => state.entities.productDetails,
    ],
    (ids, products, details): CardProduct[] =>
      (ids ?? []).flatMap((id) => {
        const product = products[id];
        return product ? [{ product, details: details[product.productDetailsId] }] : [];
      }),
  );
