// Through the package name: the shared store singleton, while this module is bundled with each feed that uses it.
import { entitiesReceived, type LoadApi } from '@ltk/store';

/**
 * Posts by id for post cards, from a list's loader (search hits, liked posts): the posts, their creators, products
 * and media (GET /v2/ltks) and the products' details (their names), into the shared entities. Resolves with the ids,
 * in their order and once each, whose post came back.
 */
export async function loadCardPosts(ids: readonly string[], { dispatch, extra }: LoadApi): Promise<string[]> {
  if (ids.length === 0) return [];
  const posts = await extra.api.getLtksByIds(ids);
  const products = posts.products ?? [];
  const productDetails =
    products.length > 0 ? await extra.api.getProductDetails(products.map((p) => p.productDetailsId)) : [];
  dispatch(
    entitiesReceived({
      fetchedAt: extra.now(),
      posts: posts.ltks,
      profiles: posts.profiles,
      products,
      productDetails,
      mediaObjects: posts.mediaObjects,
    }),
  );
  const found = new Set(posts.ltks.map((post) => post.id));
  return [...new Set(ids)].filter((id) => found.has(id));
}
