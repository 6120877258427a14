import { matchRoute, routeChrome, type RouteOwner } from '@ltk/routes';

/** The pages the server reads from the api: an entity's share preview, a feed's first cards, or a page's status. */
type EntityKind =
  | 'post'
  | 'product'
  | 'shop'
  | 'productset'
  | 'shop-productset'
  | 'shop-giftguide'
  | 'shop-collection'
  | 'hashtag'
  | 'home';

export interface EntityMatch {
  kind: EntityKind;
  params: { id?: string; displayName?: string };
}

/** What the SPA shows at a pathname, with the shell's chrome of the route (as routeChrome reads it). */
export type PageRoute =
  | { notFound: true; header: true; appBanner: true }
  | { notFound: false; match: EntityMatch | null; remote: RouteOwner; header: boolean; appBanner: boolean };

/** The routes with a preview (route name -> kind) and the param holding the entity's id. */
const ENTITY_ROUTES: Record<string, [EntityKind, string]> = {
  'post-id': ['post', 'id'],
  'posts-id': ['post', 'id'],
  'products-id': ['product', 'id'],
  'productsets-id': ['productset', 'id'],
  'explore-displayName': ['shop', 'displayName'],
  'explore-displayName-productsets-id': ['shop-productset', 'productSet'],
  'explore-displayName-giftguides-id': ['shop-giftguide', 'giftGuides'],
  'explore-displayName-collections-id': ['shop-collection', 'id'],
  // No preview: the status alone (a hashtag without posts is a 404).
  'hashtags-hashtag': ['hashtag', 'hashtag'],
};

/** The routes whose first screen is a feed the HTML can paint: /home's Discover tab (and /, which redirects there). */
const FEED_ROUTES: Record<string, EntityKind> = { index: 'home', home: 'home' };

/**
 * What the SPA shows at a pathname, through @ltk/routes (the SPA's own matcher): `notFound` (no route, or its params
 * fail validation: the 404 screen, which shows the header and banners), an entity or feed route the server reads
 * (`match`), or another page (`match: null`). `remote`: the app of the route.
 */
export function pageRoute(pathname: string): PageRoute {
  const found = matchRoute(pathname);
  if (!found) return { notFound: true, header: true, appBanner: true };
  const { route, params } = found;
  const chrome = routeChrome(pathname);
  const base = { notFound: false as const, remote: route.remote, ...chrome };
  const feed = FEED_ROUTES[route.name];
  if (feed) return { ...base, match: { kind: feed, params: {} } };
  const entity = ENTITY_ROUTES[route.name];
  const id = entity ? params[entity[1]] : undefined;
  // `/post` without an id, and a shop set without its creator, are left to the SPA.
  if (!entity || id === undefined || (entity[0].startsWith('shop-') && !params.displayName))
    return { ...base, match: null };
  return {
    ...base,
    match: {
      kind: entity[0],
      params: { id, ...(params.displayName ? { displayName: params.displayName } : {}) },
    },
  };
}
