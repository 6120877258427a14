import type { Product } from '@ltk/contracts';
import { useAppSelector, useRead } from '@ltk/store';
import { postProductsRead } from '@ltk/store/entity-reads';

/**
 * The post product (ltk product) behind a product details id: the one of the post it was reached from (`li`)
 * when known, else any cached one. Loads GET /v3/posts/{li}/products into the shared cache when none is cached.
 */
export function usePostProduct(detailsId: string, postId: string | null): Product | null {
  const cached = useAppSelector((state) => {
    const products = Object.values(state.entities.products).filter((p) => p.productDetailsId === detailsId);
    return products.find((p) => p.ltkId === postId) ?? (postId ? undefined : products[0]) ?? null;
  });
  // A failed read leaves no post product: no heart, and 'Shop Now' without a link (section 8: silent).
  useRead(postProductsRead, !cached && postId ? postId : null);
  return cached;
}
