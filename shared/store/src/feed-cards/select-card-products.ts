import type { Product, ProductDetails } from '@ltk/contracts';
import type { RootState } from '@ltk/store';

export interface CardProduct {
  product: Product;
  details?: ProductDetails;
}

/** The first `count` of a post's products in its order (the cached ones), with their details when known. */
export function selectCardProducts(state: RootState, postId: string, count: number): CardProduct[] {
  const found: CardProduct[] = [];
  for (const id of state.entities.posts[postId]?.productIds ?? []) {
    if (found.length === count) break;
    const product = state.entities.products[id];
    if (product) found.push({ product, details: state.entities.productDetails[product.productDetailsId] });
  }
  return found;
}

/**
 * The same products and details, entry by entry. A card's selector uses it as its equality check: a page of other
 * posts arriving replaces the store's whole products map, and must not re-render every card on screen.
 */
export const sameCardProducts = (a: readonly CardProduct[], b: readonly CardProduct[]): boolean =>
  a.length === b.length &&
  a.every((entry, index) => entry.product === b[index]!.product && entry.details === b[index]!.details);
