import type { EventBus } from '@ltk/event-bus';
import { isCartDrawerRequested, paths } from '@ltk/routes';
import { MOUNTED, getAppStatus, navigateToUrl, triggerAppChange } from 'single-spa';

interface ServeOptions {
  /** The current URL (default window.location). */
  location?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** A history push that single-spa and every router see (default single-spa's navigateToUrl). */
  navigate?: (to: string) => void;
  /** Whether the cart drawer app is mounted and so hears 'cart/open' itself. */
  cartMounted?: () => boolean;
  /** Re-evaluates which apps are active (default single-spa's triggerAppChange). */
  activate?: () => void;
}

/**
 * Serves requests remotes make through the bus: 'navigate' (history push/replace that every
 * router sees) and 'cart/open'. While the cart drawer app is not mounted it cannot hear it, so the shell
 * opens the drawer through the URL (`?show-carts=true`), which also activates the app; the one drawer is
 * that app (the cart-drawer parcel is not mounted by the shell). A cart notification (an item added, an
 * add-to-cart error) activates the app without opening the drawer: it reads the replayed notification.
 * Returns whether the cart app was asked for (it then stays active for the session).
 */
export function serveBusRequests(bus: EventBus, options: ServeOptions = {}) {
  const location = options.location ?? window.location;
  const navigate = options.navigate ?? navigateToUrl;
  const cartMounted = options.cartMounted ?? (() => getAppStatus('mfe_cart') === MOUNTED);
  const activate = options.activate ?? (() => void triggerAppChange());
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
  bus.on('cart/notification').subscribe((notification) => {
    if (!notification) return;
    cartRequested = true;
    if (!cartMounted()) activate();
  });
  return { cartRequested: () => cartRequested };
}
