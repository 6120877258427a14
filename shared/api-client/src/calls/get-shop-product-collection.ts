import type { ShopProductCollectionResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /shop_product/get_shop_product_collection?collection_id= */
export function getShopProductCollection(
  ctx: ClientContext,
  collectionId: string,
): Promise<ShopProductCollectionResponse> {
  return ctx.http.call('get', '/shop_product/get_shop_product_collection', {
    query: { collection_id: collectionId },
  });
}
