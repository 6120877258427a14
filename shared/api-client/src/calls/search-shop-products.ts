import { PAGE_SIZES, type ShopProductsSearchResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

export interface SearchShopProductsParams {
  profileId: string;
  query?: string;
  page?: number;
  ranking?: 'Trending' | 'Relevant';
  filters?: Record<string, unknown>;
  limit?: number;
  context?: string;
}

/** POST /v2/search/shop/products (creator products); null when no hits. */
export function searchShopProducts(
  ctx: ClientContext,
  params: SearchShopProductsParams,
): Promise<ShopProductsSearchResponse | null> {
  if (!params.profileId)
    return Promise.reject(new Error('You must supply a profileId to getCreatorTrendingProducts()'));
  return ctx.http.request('POST', '/v2/search/shop/products', {
    json: {
      profileId: params.profileId,
      query: params.query,
      page: params.page ?? 0,
      ranking: params.ranking ?? 'Trending',
      filters: params.filters,
      limit: params.limit ?? PAGE_SIZES.trendingProducts,
      context: params.context ?? 'include:gallery_products',
      analytics: { version: '1', platform: 'web' },
    },
  });
}
