import type { Product, ProductDetails, Wish } from '@ltk/contracts';

export type WishedProduct = { wish: Wish; product: Product; details?: ProductDetails };

/** Joins wishes to their products and details, in wish order; wishes whose product is gone are dropped. */
export function joinWishedProducts(
  wishes: readonly Wish[],
  products: readonly Product[],
  details: readonly ProductDetails[],
): WishedProduct[] {
  const productsById = new Map(products.map((p) => [p.id, p]));
  const detailsById = new Map(details.map((d) => [d.id, d]));
  return wishes.flatMap((wish) => {
    const product = productsById.get(wish.ltkProductId);
    if (!product) return [];
    return [{ wish, product, details: detailsById.get(product.productDetailsId) }];
  });
}

/** Next page cursor from a wishes response meta, or null when there is none. */
export function nextWishesCursor(
  meta: { cursor?: string | null; next?: string | null } | undefined,
): string | null {
  return meta?.cursor ?? meta?.next ?? null;
}
