import { paths } from '@ltk/routes';
// Through the package names: the shared store singleton, while this card is bundled with each feed that shows it.
import { selectPost, selectProfile, useAppSelector } from '@ltk/store';
import { sameCardProducts, selectCardProducts, usePostLike } from '@ltk/store/feed-cards';
import { FEED_CARD_MAX_PRODUCTS, FeedCard, type FeedCardProduct } from '@ltk/ui';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface PostCardProps {
  postId: string;
  /** Where the post opens (default: its own page, `/post/:id`; a creator's shop opens it inside the shop). */
  postHref?: string;
  /** Loads its images eagerly (the first row). */
  priority?: boolean;
}

/**
 * The one post card bound to the shared store: the post, its creator, its first products (named from their details
 * when the product has no name), the product count (the larger of the post's count and its product ids) and the
 * reader's like with its toggle. Memoised with per-card selectors: it re-renders only when its own entities or like
 * change, not when a page of other posts arrives.
 */
export const PostCard = memo(function PostCard({ postId, postHref, priority }: PostCardProps) {
  const { t } = useTranslation('common');
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
        name: product.name || details?.name || t('productOf', { index: index + 1, count: total }),
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
      postHref={postHref ?? paths.post(post.id)}
      products={cardProducts}
      productCount={total}
      liked={liked}
      onLikeToggle={onLikeToggle}
      priority={priority}
    />
  );
});
