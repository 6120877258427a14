import { PAGE_SIZES, type Post } from '@ltk/contracts';
import { defineList, entitiesReceived, entitiesSlice, fetchProducts } from '@ltk/store';

/**
 * The products a page of trending posts shows: each post's first product (its lead product), in the posts' order,
 * once each. Ten posts a page give at most ten products.
 */
export function leadProductIds(postIds: readonly string[], posts: readonly Post[]): string[] {
  const byId = new Map(posts.map((post) => [post.id, post]));
  const ids = postIds.flatMap((id) => byId.get(id)?.productIds[0] ?? []);
  return [...new Set(ids)];
}

/**
 * The creator's trending products: GET /v3/activities/posts/profile/{profileId}?rank=top_month (10 posts a page, with
 * their posts and media), the lead product of each post, then the products themselves (GET /v2/products/). Paged
 * by the feed's `next`.
 */
export const trendingProducts = defineList({
  owner: entitiesSlice,
  name: 'creator-trending-products',
  args: (profileId: string) => profileId,
  load: async (profileId, cursor, { dispatch, extra }) => {
    const response = await extra.api.getCreatorTrendingProducts(profileId, {
      limit: PAGE_SIZES.trendingProducts,
      next: cursor,
    });
    const posts = response.data.ltks ?? [];
    dispatch(entitiesReceived({ fetchedAt: extra.now(), posts, mediaObjects: response.data.mediaObjects }));
    const postIds = response.data.activities.map((activity) => activity.postId);
    const ids = leadProductIds(postIds, posts);
    if (ids.length > 0) await dispatch(fetchProducts(ids)).unwrap();
    return { ids, meta: { next: response.meta.next ?? null, totalResults: response.meta.totalResults } };
  },
});
