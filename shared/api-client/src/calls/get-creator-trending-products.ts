import { PAGE_SIZES, type ActivityFeedResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { feedQuery } from './feed-params';

/** What the trending-products page carries: the posts (their product ids) and their media, nothing else. */
const TRENDING_PRODUCTS_INCLUDES = ['posts', 'media_objects'] as const;

/**
 * GET /v3/activities/posts/profile/{profileId} with rank top_month: the creator's trending posts of the month,
 * 10 a page (section 7 Feeds), the source of the shop's trending products. Section 5: a profile id is required.
 */
export function getCreatorTrendingProducts(
  ctx: ClientContext,
  profileId: string,
  params: { limit?: number; next?: string | null } = {},
): Promise<ActivityFeedResponse> {
  if (!profileId)
    return Promise.reject(new Error('You must supply a profileId to getCreatorTrendingProducts()'));
  return ctx.http.call('get', '/v3/activities/posts/profile/{profileId}', {
    params: { profileId },
    query: {
      ...feedQuery(
        { limit: params.limit, next: params.next, includes: TRENDING_PRODUCTS_INCLUDES },
        PAGE_SIZES.trendingProducts,
      ),
      rank: 'top_month',
    },
  });
}
