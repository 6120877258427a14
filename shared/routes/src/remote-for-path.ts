import { matchRoute } from './match-route';
import type { RouteOwner } from './route';

/** The app that renders a pathname, or null for the 404 screen. */
export function remoteForPath(pathname: string): RouteOwner | null {
  return matchRoute(pathname)?.route.remote ?? null;
}
