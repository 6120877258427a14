import type { Product } from '@ltk/contracts';
import { useApi, useRequest } from '@ltk/platform';
import { entitiesReceived, useAppDispatch, useAppSelector } from '@ltk/store';

/**
 * The post product (ltk product) behind a product details id: the one of the post it was reached from (`li`)
 * when known, else any cached one. Loads GET /v3/posts/{li}/products into the shared cache when none is cached.
 */
export function usePostProduct(detailsId: string, postId: string | null): Product | null {
  const api = useApi();
  const dispatch = useAppDispatch();
  const cached = useAppSelector((state) => {
    const products = Object.values(state.entities.products).filter((p) => p.productDetailsId === detailsId);
    return products.find((p) => p.ltkId === postId) ?? (postId ? undefined : products[0]) ?? null;
  });
  useRequest(!cached && postId ? postId : null, async () => {
    const response = await api.getPostProducts(postId ?? '').catch(() => null);
    if (response) dispatch(entitiesReceived({ fetchedAt: Date.now(), products: response.products }));
    return null;
  });
  return cached;
}
