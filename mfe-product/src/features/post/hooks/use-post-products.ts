import { useApi, useRequest } from '@ltk/platform';
import { entitiesReceived, useAppDispatch } from '@ltk/store';
import { postProductItems, type PostProductItem } from '../utils/post-product-items';

export type PostProductsState =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; items: PostProductItem[] };

/** The post's products with their details (GET /v3/posts/{postId}/products); none when the api answers null. */
export function usePostProducts(postId: string, productIds: readonly string[]): PostProductsState {
  const api = useApi();
  const dispatch = useAppDispatch();
  const request = useRequest(postId, async () => {
    const response = await api.getPostProducts(postId);
    if (!response) return [];
    dispatch(
      entitiesReceived({
        fetchedAt: Date.now(),
        products: response.products,
        productDetails: response.productDetails,
        mediaObjects: response.mediaObjects,
      }),
    );
    return postProductItems(productIds, response.products, response.productDetails ?? []);
  });
  if (request.status === 'error') return { status: 'error', retry: request.retry };
  if (request.status === 'pending') return { status: 'pending' };
  return { status: 'success', items: request.data };
}
