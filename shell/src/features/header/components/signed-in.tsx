import type { AuthState } from '@ltk/contracts';
import { useCartCount } from '../lib/use-cart-count';
import { CartButton } from './cart-button';

/** The cart button with its live count (logged in only; loaded with the user menu, see header.tsx). */
export function SignedInCart({
  auth,
  impersonating,
}: {
  auth: AuthState | undefined;
  impersonating: boolean;
}) {
  return <CartButton count={useCartCount(auth)} impersonating={impersonating} />;
}

export { UserMenu } from './user-menu';
