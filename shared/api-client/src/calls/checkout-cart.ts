import type { CheckoutResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** POST /v2/carts/{cartId}/checkout */
export function checkoutCart(ctx: ClientContext, cartId: string): Promise<CheckoutResponse> {
  return ctx.http.call('post', '/v2/carts/{cartId}/checkout', { params: { cartId } });
}
