import { matchRoute } from './match-route';
import type { RouteChrome, RouteDefinition } from './route';
import { ROUTES } from './routes';

const SHOWN: Required<RouteChrome> = { header: true, appBanner: true };

/** Which shell chrome shows on a pathname; unknown paths (the 404 screen) show everything. */
export function routeChrome(
  pathname: string,
  routes: readonly RouteDefinition[] = ROUTES,
): Required<RouteChrome> {
  return { ...SHOWN, ...matchRoute(pathname, routes)?.route.chrome };
}
