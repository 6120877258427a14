import type { EventBus } from '@ltk/event-bus';
import { isCartDrawerRequested, paths } from '@ltk/routes';
import { MOUNTED, getAppStatus, navigateToUrl } from 'single-spa';

interface ServeOptions {
  /** The current URL (default window.location). */
  location?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** A history push that single-spa and every router see (default single-spa's navigateToUrl). */
  navigate?: (to: string) => void;
  /** Whether the cart drawer app is mounted and so hears 'cart/open' itself. */
  cartMounted?: () => boolean;
}

/**
 * Serves requests remotes make through the bus: 'navigate' (history push/replace that every
 * router sees) and 'cart/open' / 'cart/item-added'. While the cart drawer app is not mounted it cannot
 * hear them, so the shell opens the drawer through the URL (`?show-carts=true`), which also activates
 * the app; the one drawer is that app (the cart-drawer parcel is not mounted by the shell).
 * Returns whether the cart app was asked for (it then stays active for the session).
 */
export function serveBusRequests(bus: EventBus, options: ServeOptions = {}) {
  const location = options.location ?? window.location;
  const navigate = options.navigate ?? navigateToUrl;
  const cartMounted = options.cartMounted ?? (() => getAppStatus('mfe_cart') === MOUNTED);
  let cartRequested = false;

  const openCart = () => {
    cartRequested = true;
    if (cartMounted() || isCartDrawerRequested(location.search)) return;
    navigate(`${paths.withCartDrawer(`${location.pathname}${location.search}`)}${location.hash}`);
  };

  bus.on('navigate').subscribe(({ to, replace }) => {
    if (replace) window.history.replaceState(window.history.state, '', to);
    else navigate(to);
  });
  bus.on('cart/open').subscribe(({ open }) => {
    if (open) openCart();
  });
  bus.on('cart/item-added').subscribe(openCart);
  return { cartRequested: () => cartRequested };
}
