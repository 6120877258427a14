import { PAGE_SIZES, type ShopProductCollectionsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /shop_product/get_shop_product_collections (product sets / gift guides of a profile). */
export function getShopProductCollections(
  ctx: ClientContext,
  params: { profileId: string; subtype?: string; limit?: number; next?: string | null },
): Promise<ShopProductCollectionsResponse> {
  return ctx.http.call('get', '/shop_product/get_shop_product_collections', {
    query: {
      profile_id: params.profileId,
      subtype: params.subtype,
      limit: params.limit ?? PAGE_SIZES.productSets,
      next: params.next ?? undefined,
    },
  });
}
