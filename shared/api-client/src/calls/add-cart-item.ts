import type { CartItemResponse, ContentSourceType } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { CART_INCLUDES } from './cart-includes';

export interface AddCartItemBody {
  productDetailsId: string;
  retailerProductVariantId: string;
  quantity: number;
  contentSourceType: ContentSourceType;
  contentSourceId?: string;
  clickHash?: string;
}

/** POST /v1/cart_items (with includes). */
export function addCartItem(ctx: ClientContext, item: AddCartItemBody): Promise<CartItemResponse> {
  return ctx.http.call('post', '/v1/cart_items', {
    query: { includes: CART_INCLUDES },
    json: {
      product_details_id: item.productDetailsId,
      retailer_product_variant_id: item.retailerProductVariantId,
      quantity: item.quantity,
      content_source_type: item.contentSourceType,
      content_source_id: item.contentSourceId,
      click_hash: item.clickHash,
    },
  });
}
