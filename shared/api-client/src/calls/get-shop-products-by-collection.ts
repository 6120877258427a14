import { PAGE_SIZES, type ShopProductsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /shop_product/get_shop_products_by_collection (includes[]=product_details). */
export function getShopProductsByCollection(
  ctx: ClientContext,
  params: { collectionId: string; limit?: number; next?: string | null },
): Promise<ShopProductsResponse> {
  return ctx.http.call('get', '/shop_product/get_shop_products_by_collection', {
    query: {
      collection_id: params.collectionId,
      'includes[]': ['product_details'],
      limit: params.limit ?? PAGE_SIZES.productSets,
      next: params.next ?? undefined,
    },
  });
}
