import type { RemoteName } from '@ltk/contracts';
import { isCartDrawerRequested, remoteForPath } from '@ltk/routes';

/** Remotes that render a page region (main); the cart renders into the drawer instead. */
export const PAGE_REMOTES = [
  'mfe_discover',
  'mfe_creator_shop',
  'mfe_product',
  'mfe_search',
  'mfe_account',
] as const satisfies readonly RemoteName[];

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
