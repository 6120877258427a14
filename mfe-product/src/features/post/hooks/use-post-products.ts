import { useAppSelector, useRead } from '@ltk/store';
import { postProductsRead } from '@ltk/store/entity-reads';
import { useMemo } from 'react';
import { postProductItems, type PostProductItem } from '../utils/post-product-items';

export type PostProductsState =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; items: PostProductItem[] };

/** The post's products with their details (GET /v3/posts/{postId}/products); none when the api answers null. */
export function usePostProducts(postId: string, productIds: readonly string[]): PostProductsState {
  const { status, data: products, retry } = useRead(postProductsRead, postId);
  const details = useAppSelector((state) => state.entities.productDetails);
  const items = useMemo(
    () => postProductItems(productIds, products ?? [], Object.values(details)),
    [productIds, products, details],
  );
  if (status === 'failed') return { status: 'error', retry };
  if (status !== 'succeeded') return { status: 'pending' };
  return { status: 'success', items };
}
