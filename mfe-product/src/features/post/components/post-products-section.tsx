import type { Post } from '@ltk/contracts';
import { fetchWishStatus, useAppDispatch } from '@ltk/store';
import { Button, Spinner } from '@ltk/ui';
import { useEffect } from 'react';
import { usePostProducts } from '../hooks/use-post-products';
import { PostProducts } from './post-products';
import { strings } from '../../../i18n/strings';

/** Loads and shows the post's products, with spinner and retry. */
export function PostProductsSection({ post }: { post: Post }) {
  const { t } = strings.useStrings();
  const dispatch = useAppDispatch();
  const products = usePostProducts(post.id, post.productIds);
  const productIds =
    products.status === 'success' ? products.items.map((item) => item.product.id).join(',') : '';
  useEffect(() => {
    if (productIds) void dispatch(fetchWishStatus(productIds.split(',')));
  }, [dispatch, productIds]);
  if (products.status === 'pending') return <Spinner />;
  if (products.status === 'error') {
    return (
      <div role="alert">
        <p>{t('error.title')}</p>
        <Button size="sm" onClick={products.retry}>
          {t('error.tryAgain')}
        </Button>
      </div>
    );
  }
  return <PostProducts postId={post.id} items={products.items} />;
}
