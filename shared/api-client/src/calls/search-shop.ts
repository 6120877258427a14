import { PAGE_SIZES, type ShopSearchResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

export interface SearchShopParams {
  query: string;
  profileId: string;
  ranking?: 'recent' | 'relevant';
  page?: number;
  limit?: number;
  filters?: Record<string, unknown>;
}

/** POST /v2/search/shop (creator shop search). */
export function searchShop(ctx: ClientContext, params: SearchShopParams): Promise<ShopSearchResponse> {
  return ctx.http.call('post', '/v2/search/shop', {
    json: {
      query: params.query,
      ranking: params.ranking ?? 'recent',
      profileId: params.profileId,
      page: params.page ?? 0,
      limit: params.limit ?? PAGE_SIZES.shopSearch,
      analytics: { version: '1', platform: 'web' },
      filters: params.filters,
    },
  });
}
