import type { CartResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { CART_INCLUDES } from './cart-includes';

/** GET /v1/carts/{cartId} with includes (logged in): one cart, as the list read shows it. */
export function getCart(ctx: ClientContext, cartId: string): Promise<CartResponse> {
  return ctx.http.call('get', '/v1/carts/{cartId}', {
    params: { cartId },
    query: { includes: CART_INCLUDES },
  });
}
