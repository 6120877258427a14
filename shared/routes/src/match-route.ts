import { matchPath } from './match-path';
import type { RouteDefinition, RouteMatch } from './route';
import { ROUTES } from './routes';

/**
 * The route for a pathname: the most specific pattern wins. Null (the 404 screen) when nothing
 * matches or the winning route's params fail validation.
 */
export function matchRoute(pathname: string, routes: readonly RouteDefinition[] = ROUTES): RouteMatch | null {
  let best: (RouteMatch & { score: number }) | null = null;
  for (const route of routes) {
    const match = matchPath(route.path, pathname);
    if (match && (!best || match.score > best.score))
      best = { route, params: match.params, score: match.score };
  }
  if (!best) return null;
  if (best.route.validate && !best.route.validate(best.params)) return null;
  return { route: best.route, params: best.params };
}
