import { CartDrawer } from '../features/cart-drawer/cart-drawer';
import { strings } from '../i18n/strings';

/** The cart remote: the drawer (opened by `?show-carts=true` or bus 'cart/open'). */
export function Root() {
  strings.useStrings();
  return <CartDrawer />;
}
