import type { Post, Product } from '@ltk/contracts';
import { isEntityId } from '@ltk/routes';
import { useRead, type RequestState } from '@ltk/store';
import { postProductsRead, postRead } from '@ltk/store/entity-reads';

export type ShopPostState =
  | { status: 'pending' }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; post: Post };

/** A post of this creator (GET /v2/ltks?ids=); another creator's post, or an unknown id, is not found. */
export function useShopPost(id: string, profileId: string): ShopPostState {
  const valid = isEntityId(id);
  const { status, data: post, retry } = useRead(postRead, valid ? id : null);
  if (!valid) return { status: 'not-found' };
  if (post) return post.profileId === profileId ? { status: 'success', post } : { status: 'not-found' };
  if (status === 'failed') return { status: 'error', retry };
  return status === 'succeeded' ? { status: 'not-found' } : { status: 'pending' };
}

const NONE: Product[] = [];

/** The post's products in its order (GET /v3/posts/{postId}/products, with their details). */
export function usePostProducts(post: Post): {
  products: Product[];
  status: RequestState['status'];
  retry: () => void;
} {
  const { status, data, retry } = useRead(postProductsRead, post.id);
  return { products: data ?? NONE, status, retry };
}
