import type { CartsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { CART_INCLUDES } from './cart-includes';

/** GET /v1/carts with includes (logged in). */
export function getCarts(ctx: ClientContext): Promise<CartsResponse> {
  return ctx.http.call('get', '/v1/carts', { query: { includes: CART_INCLUDES } });
}
