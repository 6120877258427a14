import type { Checkout } from '@ltk/contracts';

/** Section 8: a checkout without a usable URL, for POST /v2/checkouts/ and (cart variant) POST /v2/carts/{id}/checkout. */
export const MISSING_CHECKOUT_URL = {
  checkout: 'Error the checkout does not have a valid checkout url',
  cart: 'Error the cart checkout does not have a valid checkout url',
} as const;

/** The URL to leave for, or throws the section-8 error of the variant when it is missing or not allowed. */
export function checkoutUrlOf(
  checkout: Pick<Checkout, 'checkoutUrl'>,
  variant: keyof typeof MISSING_CHECKOUT_URL,
  isAllowed: (url: string) => boolean,
): string {
  const url = checkout.checkoutUrl;
  if (!url || !isAllowed(url)) throw new Error(MISSING_CHECKOUT_URL[variant]);
  return url;
}
