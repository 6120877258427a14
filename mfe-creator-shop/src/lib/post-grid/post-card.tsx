import type { Post, Profile } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import { selectIsPostLiked, toggleLike, useAppDispatch, useAppSelector } from '@ltk/store';
import { FeedCard } from '@ltk/ui';
import { cardProducts } from './card-products';

export type ShopPostCardProps = {
  post: Post;
  profile: Profile;
  priority?: boolean;
};

/** A post of the shop as a feed card: opens the post inside the shop, like button, up to 3 products. */
export function ShopPostCard({ post, profile, priority = false }: ShopPostCardProps) {
  const dispatch = useAppDispatch();
  const liked = useAppSelector((state) => selectIsPostLiked(state, post.id));
  const products = useAppSelector((state) => state.entities.products);
  const details = useAppSelector((state) => state.entities.productDetails);
  return (
    <FeedCard
      post={post}
      profile={profile}
      profileHref={paths.creator(profile.displayName)}
      postHref={paths.creatorPost(profile.displayName, post.id)}
      products={cardProducts(post, products, details)}
      productCount={post.postProductCount}
      liked={liked}
      onLikeToggle={() => void dispatch(toggleLike(post.id))}
      priority={priority}
    />
  );
}
