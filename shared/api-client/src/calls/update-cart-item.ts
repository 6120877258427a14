import type { CartItemResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { CART_INCLUDES } from './cart-includes';

/** PATCH /v1/cart_items/{cartItemId} { quantity } */
export function updateCartItem(
  ctx: ClientContext,
  cartItemId: string,
  quantity: number,
): Promise<CartItemResponse> {
  return ctx.http.call('patch', '/v1/cart_items/{cartItemId}', {
    params: { cartItemId },
    query: { includes: CART_INCLUDES },
    json: { quantity },
  });
}
