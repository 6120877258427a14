import { CartDrawer } from '../features/cart-drawer/cart-drawer';
import { useStrings } from '../i18n/use-strings';

/** The cart remote: the drawer (opened by `?show-carts=true` or bus 'cart/open'). */
export function CartRoot() {
  useStrings();
  return <CartDrawer />;
}
