import type { CheckoutResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/**
 * POST /v2/checkouts/ { cart_id }.
 * @unused-by-screens spec 4 (Checkout) and 8 (the non-cart 'Error the checkout does not have a valid checkout url'): POST /v2/checkouts/, a checkout outside the cart drawer, which checks out per cart (checkoutCart)
 */
export function createCheckout(ctx: ClientContext, cartId: string): Promise<CheckoutResponse> {
  return ctx.http.call('post', '/v2/checkouts/', { json: { cart_id: cartId } });
}
