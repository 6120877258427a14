import type { RemoteName } from '@ltk/contracts';
import { isCartDrawerRequested, remoteForPath } from '@ltk/routes';

/**
 * single-spa activity of a remote, derived from the route table. The cart drawer app is active when
 * `?show-carts=true` asks for it, or once something has opened the cart in this session (`cartRequested`).
 */
export function isRemoteActive(
  name: RemoteName,
  location: Pick<Location, 'pathname' | 'search'>,
  cartRequested = false,
): boolean {
  if (name === 'mfe_cart') return cartRequested || isCartDrawerRequested(location.search);
  return remoteForPath(location.pathname) === name;
}
