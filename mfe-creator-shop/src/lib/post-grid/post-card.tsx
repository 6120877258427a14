import type { Post, Product, ProductDetails, Profile } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import { selectPost, useAppSelector, type RootState } from '@ltk/store';
import { usePostLike } from '@ltk/store/feed-cards';
import { FeedCard } from '@ltk/ui';
import { memo, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { CARD_PRODUCTS, cardProducts } from './card-products';

export type ShopPostCardProps = {
  postId: string;
  profile: Profile;
  priority?: boolean;
};

type CardEntities = { products: Record<string, Product>; details: Record<string, ProductDetails> };

/**
 * The few products and details this card shows, compared entry by entry: a page of other posts' products arriving
 * in the store does not re-render this card (the whole products map would change on every page).
 */
function selectCardEntities(state: RootState, post: Post | undefined): CardEntities {
  const products: Record<string, Product> = {};
  const details: Record<string, ProductDetails> = {};
  for (const id of post?.productIds.slice(0, CARD_PRODUCTS) ?? []) {
    const product = state.entities.products[id];
    if (!product) continue;
    products[id] = product;
    const detail = state.entities.productDetails[product.productDetailsId];
    if (detail) details[product.productDetailsId] = detail;
  }
  return { products, details };
}

const sameEntities = (a: CardEntities, b: CardEntities) =>
  shallowEqual(a.products, b.products) && shallowEqual(a.details, b.details);

/**
 * A post of the shop as a feed card: opens the post inside the shop, like button, up to 3 products. Bound to the
 * store by id with per-card selectors, and memoised: it re-renders only when its own post, products or like change.
 */
export const ShopPostCard = memo(function ShopPostCard({
  postId,
  profile,
  priority = false,
}: ShopPostCardProps) {
  const post = useAppSelector((state) => selectPost(state, postId));
  const entities = useAppSelector((state) => selectCardEntities(state, post), sameEntities);
  const products = useMemo(
    () => (post ? cardProducts(post, entities.products, entities.details) : []),
    [post, entities],
  );
  const { liked, onLikeToggle } = usePostLike(postId);
  if (!post) return null;
  return (
    <FeedCard
      post={post}
      profile={profile}
      profileHref={paths.creator(profile.displayName)}
      postHref={paths.creatorPost(profile.displayName, post.id)}
      products={products}
      productCount={post.postProductCount}
      liked={liked}
      onLikeToggle={onLikeToggle}
      priority={priority}
    />
  );
});
