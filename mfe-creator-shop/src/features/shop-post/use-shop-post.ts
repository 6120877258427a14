import type { Post, Product } from '@ltk/contracts';
import { isEntityId } from '@ltk/routes';
import { entitiesReceived, fetchPosts, useAppSelector, useStoreRequest } from '@ltk/store';
import { useMemo } from 'react';

export type ShopPostState =
  | { status: 'pending' }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; post: Post };

/** A post of this creator (GET /v2/ltks?ids=); another creator's post, or an unknown id, is not found. */
export function useShopPost(id: string, profileId: string): ShopPostState {
  const valid = isEntityId(id);
  const request = useStoreRequest(valid ? `shop-post:${id}` : null, ({ dispatch }) =>
    dispatch(fetchPosts([id])).unwrap(),
  );
  const post = useAppSelector((state) => state.entities.posts[id]);
  if (!valid) return { status: 'not-found' };
  if (post) return post.profileId === profileId ? { status: 'success', post } : { status: 'not-found' };
  if (request.status === 'failed') return { status: 'error', retry: request.retry };
  return request.status === 'succeeded' ? { status: 'not-found' } : { status: 'pending' };
}

/** The post's products in its order (GET /v3/posts/{postId}/products, with their details). */
export function usePostProducts(post: Post): { products: Product[]; status: string; retry: () => void } {
  const request = useStoreRequest(`shop-post-products:${post.id}`, async ({ dispatch, extra }) => {
    const response = await extra.api.getPostProducts(post.id);
    if (!response) return;
    dispatch(
      entitiesReceived({
        fetchedAt: extra.now(),
        products: response.products,
        productDetails: response.productDetails,
        mediaObjects: response.mediaObjects,
      }),
    );
  });
  const table = useAppSelector((state) => state.entities.products);
  const products = useMemo(
    () => post.productIds.flatMap((productId) => (table[productId] ? [table[productId]] : [])),
    [post.productIds, table],
  );
  return { products, status: request.status, retry: request.retry };
}
