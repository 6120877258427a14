/** Query flag that opens the cart drawer (logged in only). */
export const SHOW_CARTS_PARAM = 'show-carts';

/** True when the query string asks for the cart drawer (`?show-carts=true`). */
export function isCartDrawerRequested(search: string): boolean {
  return new URLSearchParams(search).get(SHOW_CARTS_PARAM) === 'true';
}
