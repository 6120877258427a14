import type { Product, ProductDetails } from '@ltk/contracts';

export interface PostProductItem {
  product: Product;
  details?: ProductDetails;
}

/** The post's products in the post's order (unknown ids last), each with its details when known. */
export function postProductItems(
  productIds: readonly string[],
  products: readonly Product[],
  details: readonly ProductDetails[],
): PostProductItem[] {
  const detailsById = new Map(details.map((d) => [d.id, d]));
  const order = new Map(productIds.map((id, index) => [id, index]));
  return [...products]
    .sort(
      (a, b) => (order.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (order.get(b.id) ?? Number.MAX_SAFE_INTEGER),
    )
    .map((product) => ({ product, details: detailsById.get(product.productDetailsId) }));
}
