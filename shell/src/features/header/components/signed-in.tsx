import { useCartCount } from '@ltk/store/carts';
import { CartButton } from './cart-button';

/**
 * The cart button with its live count (logged in only; loaded with the user menu, see header.tsx). The count comes
 * from the shared carts slice (`@ltk/store/carts`), the same read the cart drawer shows.
 */
export function SignedInCart({ impersonating }: { impersonating: boolean }) {
  return <CartButton count={useCartCount()} impersonating={impersonating} />;
}

export { UserMenu } from './user-menu';
