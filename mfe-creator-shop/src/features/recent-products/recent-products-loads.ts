import { defineList, entitiesSlice, fetchProducts } from '@ltk/store';

/** Products the strip asks for at a time. */
export const RECENT_PRODUCTS_PAGE = 12;

/**
 * GET /v3/activities/products/profiles/{profileId}: the products of the creator's latest posts, paged by `next`
 * (none after a page without one), then the products themselves (GET /v2/products/).
 */
export const recentProducts = defineList({
  owner: entitiesSlice,
  name: 'creator-recent-products',
  args: (profileId: string) => profileId,
  load: async (profileId, cursor, { dispatch, extra }) => {
    const response = await extra.api.getProfileProductsFeed(profileId, {
      limit: RECENT_PRODUCTS_PAGE,
      next: cursor,
    });
    const ids = response.activities.map((activity) => activity.contentId);
    if (ids.length > 0) await dispatch(fetchProducts(ids)).unwrap();
    return { ids, meta: { next: response.meta.next ?? null, totalResults: response.meta.totalResults } };
  },
});
