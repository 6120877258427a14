import type { Post, Product, Profile } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import type { FeedCardProduct } from '@ltk/ui';

export type LikedPost = { post: Post; profile?: Profile; products: FeedCardProduct[] };

/** Joins liked posts (in like order) to their creator and products for feed cards. */
export function joinLikedPosts(
  ltkIds: readonly string[],
  posts: readonly Post[],
  profiles: readonly Profile[],
  products: readonly Product[],
  names: ReadonlyMap<string, string>,
): LikedPost[] {
  const postsById = new Map(posts.map((p) => [p.id, p]));
  const profilesById = new Map(profiles.map((p) => [p.id, p]));
  const productsById = new Map(products.map((p) => [p.id, p]));
  return ltkIds.flatMap((id) => {
    const post = postsById.get(id);
    if (!post) return [];
    return [
      {
        post,
        profile: profilesById.get(post.profileId),
        products: post.productIds.flatMap((productId) => {
          const product = productsById.get(productId);
          if (!product) return [];
          return [
            {
              id: product.id,
              name: names.get(product.productDetailsId) ?? '',
              imageUrl: product.imageUrl,
              href: paths.product(product.productDetailsId, { li: post.id }),
            },
          ];
        }),
      },
    ];
  });
}
