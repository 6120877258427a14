import type { LtksResponse, Post, Profile, SearchHit } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import type { FeedCardProduct } from '@ltk/ui';

export type PostCard = { post: Post; profile?: Profile; products: FeedCardProduct[] };

/** The post id of a post hit. */
export const postIdOf = (hit: SearchHit): string => hit.id ?? hit.objectID;

/** Post hits joined to their posts, creators and products, in hit order; hits whose post is gone are dropped. */
export function toPostCards(
  hits: readonly SearchHit[],
  ltks: LtksResponse,
  productNames: ReadonlyMap<string, string>,
): PostCard[] {
  const posts = new Map(ltks.ltks.map((post) => [post.id, post]));
  const profiles = new Map((ltks.profiles ?? []).map((profile) => [profile.id, profile]));
  const products = new Map((ltks.products ?? []).map((product) => [product.id, product]));
  const seen = new Set<string>();
  return hits.flatMap((hit) => {
    const post = posts.get(postIdOf(hit));
    if (!post || seen.has(post.id)) return [];
    seen.add(post.id);
    return [
      {
        post,
        profile: profiles.get(post.profileId),
        products: post.productIds.flatMap((productId) => {
          const product = products.get(productId);
          return product
            ? [
                {
                  id: product.id,
                  name: productNames.get(product.productDetailsId) ?? '',
                  imageUrl: product.imageUrl,
                  href: paths.product(product.productDetailsId, { li: post.id }),
                },
              ]
            : [];
        }),
      },
    ];
  });
}
