import type { ShopProductSearchResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

export interface SearchShopProductsParams {
  profileId: string;
  query: string;
  ranking?: 'Trending' | 'Relevant';
  page?: number;
  limit?: number;
  filters?: Record<string, unknown>;
}

/**
 * POST /v2/search/shop/products (creator product search): hits of postId and productId, null when none match.
 * Section 5: a profile id and a query are required (a blank query is refused before any request).
 */
export function searchShopProducts(
  ctx: ClientContext,
  params: SearchShopProductsParams,
): Promise<ShopProductSearchResponse> {
  const query = params.query.trim();
  if (!params.profileId || !query)
    return Promise.reject(new Error('Creator product search requires profileId and query'));
  return ctx.http.call('post', '/v2/search/shop/products', {
    json: {
      profileId: params.profileId,
      query,
      page: params.page ?? 0,
      ranking: params.ranking ?? 'Relevant',
      limit: params.limit,
      filters: params.filters,
      context: 'include:gallery_products',
      analytics: { version: '1', platform: 'web' },
    },
  });
}
