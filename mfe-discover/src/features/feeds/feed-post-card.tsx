import { paths } from '@ltk/routes';
import { selectPost, selectProfile, useAppSelector } from '@ltk/store';
import { usePostLike } from '@ltk/store/feed-cards';
import type { FeedCardProduct } from '@ltk/ui';
import { FEED_CARD_MAX_PRODUCTS, FeedCard } from '@ltk/ui';
import { useMemo } from 'react';
import { sameCardProducts, selectCardProducts } from './select-card-products';
import { strings } from '../../i18n/strings';

export interface FeedPostCardProps {
  postId: string;
  singleColumn?: boolean;
  priority?: boolean;
}

/** A feed card bound to the shared store: post, creator, first products, like state and toggle. */
export function FeedPostCard({ postId, singleColumn, priority }: FeedPostCardProps) {
  const { t } = strings.useStrings();
  const post = useAppSelector((state) => selectPost(state, postId));
  const profile = useAppSelector((state) => (post ? selectProfile(state, post.profileId) : undefined));
  const products = useAppSelector(
    (state) => selectCardProducts(state, postId, FEED_CARD_MAX_PRODUCTS),
    sameCardProducts,
  );
  const { liked, onLikeToggle } = usePostLike(postId);

  const total = post ? Math.max(post.postProductCount ?? 0, post.productIds.length) : 0;
  const cardProducts = useMemo<FeedCardProduct[]>(
    () =>
      products.map(({ product, details }, index) => ({
        id: product.id,
        name: product.name || details?.name || t('card.product', { index: index + 1, count: total }),
        imageUrl: product.imageUrl,
        href: product.productDetailsId
          ? paths.product(product.productDetailsId, { li: postId })
          : product.hyperlink,
        external: !product.productDetailsId,
      })),
    [products, postId, total, t],
  );

  if (!post) return null;
  return (
    <FeedCard
      post={post}
      profile={profile}
      profileHref={profile ? paths.creator(profile.displayName) : undefined}
      postHref={paths.post(post.id)}
      products={cardProducts}
      productCount={total}
      liked={liked}
      onLikeToggle={onLikeToggle}
      singleColumn={singleColumn}
      priority={priority}
    />
  );
}
