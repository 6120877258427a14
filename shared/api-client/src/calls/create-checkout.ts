import type { CheckoutResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** POST /v2/checkouts/ { cart_id } */
export function createCheckout(ctx: ClientContext, cartId: string): Promise<CheckoutResponse> {
  return ctx.http.request('POST', '/v2/checkouts/', { json: { cart_id: cartId } });
}
