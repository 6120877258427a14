import { PAGE_SIZES, type GiftGuideFeedResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

export interface GiftGuidesFeedParams {
  audience?: string;
  limit?: number;
  next?: string | null;
}

/** GET /v3/activities/giftguides */
export function getGiftGuidesFeed(
  ctx: ClientContext,
  params: GiftGuidesFeedParams = {},
): Promise<GiftGuideFeedResponse> {
  return ctx.http.call('get', '/v3/activities/giftguides', {
    query: {
      audience: params.audience,
      limit: params.limit ?? PAGE_SIZES.giftGuides,
      next: params.next ?? undefined,
      includes: ['shop_product_collections', 'profiles'],
    },
  });
}
