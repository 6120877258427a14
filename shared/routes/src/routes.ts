import type { RouteDefinition } from './route';
import table from './route-table.json';
import { checkParams, isDisplayName, isEntityId, isHashtag, isSlug, isWishlistHash } from './validators';

const PARAM_CHECKS = {
  id: isEntityId,
  displayName: isDisplayName,
  productSet: isEntityId,
  giftGuides: isEntityId,
  product: isEntityId,
  category: isSlug,
  connection: isSlug,
  invite: isSlug,
  hash: isWishlistHash,
  hashtag: isHashtag,
};

const paramNames = (path: string) =>
  [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as keyof typeof PARAM_CHECKS);

/** The section-2 route table: every path, its spec route name and the app that renders it. */
export const ROUTES: readonly RouteDefinition[] = (table as Omit<RouteDefinition, 'validate'>[]).map(
  (row) => {
    const names = paramNames(row.path);
    if (names.length === 0) return row;
    const checks = Object.fromEntries(names.map((name) => [name, PARAM_CHECKS[name]]));
    return { ...row, validate: checkParams(checks) };
  },
);

/** Route definitions by name. */
export const ROUTES_BY_NAME: Readonly<Record<string, RouteDefinition>> = Object.fromEntries(
  ROUTES.map((r) => [r.name, r]),
);
