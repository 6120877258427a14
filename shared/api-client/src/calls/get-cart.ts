import type { CartResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { CART_INCLUDES } from './cart-includes';

/** GET /v1/carts/{cartId} with includes. */
export function getCart(ctx: ClientContext, cartId: string): Promise<CartResponse> {
  return ctx.http.request('GET', `/v1/carts/${encodeURIComponent(cartId)}`, {
    query: { includes: CART_INCLUDES },
  });
}
