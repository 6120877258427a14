import type { ProductDetails } from '@ltk/contracts';
import { useApi, useRequest } from '@ltk/platform';
import { entitiesReceived, useAppDispatch, useAppSelector } from '@ltk/store';

/**
 * The retailer URL for 'Shop Now': the details' own hyperlink when the api gives one, else the hyperlink of
 * the post product it was reached from (`li`), taken from the shared cache or GET /v3/posts/{li}/products.
 */
export function useShopUrl(details: ProductDetails, postId: string | null): string | null {
  const api = useApi();
  const dispatch = useAppDispatch();
  const own = details.hyperlink ?? null;
  const cached = useAppSelector((state) => {
    const products = Object.values(state.entities.products).filter((p) => p.productDetailsId === details.id);
    return (products.find((p) => p.ltkId === postId) ?? products[0])?.hyperlink ?? null;
  });
  useRequest(!own && !cached && postId ? postId : null, async () => {
    const response = await api.getPostProducts(postId ?? '').catch(() => null);
    if (response) dispatch(entitiesReceived({ fetchedAt: Date.now(), products: response.products }));
    return null;
  });
  return own ?? cached;
}
