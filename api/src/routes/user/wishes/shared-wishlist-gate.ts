import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../../db/db.js';
import { ApiError } from '../../../errors/api-error.js';

/** `false` denies every shared wishlist, `true` allows all, a list allows the listed owners (spec section 5). */
export type AllowList = boolean | string[];

export const SHARED_WISHLIST_ALLOW_LIST = 'shared_wishlist_allow_list';

export const isAllowList = (value: unknown): value is AllowList =>
  typeof value === 'boolean' || (Array.isArray(value) && value.every((id) => typeof id === 'string'));

/**
 * The allow list in force: the service setting (read on every request, so a change applies at once on every
 * instance) or, without one, the deploy-time default (`SHARED_WISHLIST_ALLOW_LIST`).
 */
export async function readAllowList(db: Queryable, fallback: AllowList): Promise<AllowList> {
  const { rows } = await db.query<{ value: unknown }>('select value from service_settings where key = $1', [
    SHARED_WISHLIST_ALLOW_LIST,
  ]);
  const value = rows[0]?.value;
  return isAllowList(value) ? value : fallback;
}

type GateDecision = 'allowed' | 'disabled' | 'forbidden';

/** A list admits a listed owner, or the owner looking at their own wishlist. */
function gateDecision(allow: AllowList, ownerId: string, viewerId: string | undefined): GateDecision {
  if (allow === false) return 'disabled';
  if (allow === true) return 'allowed';
  return allow.includes(ownerId) || viewerId === ownerId ? 'allowed' : 'forbidden';
}

/** Throws 403 `shared_wishlists_disabled` (gate `false`) or 403 `shared_wishlist_forbidden` (owner not allowed). */
export async function assertSharedWishlistAllowed(request: FastifyRequest, ownerId: string): Promise<void> {
  const { db, config } = request.server;
  const decision = gateDecision(
    await readAllowList(db, config.sharedWishlistAllowList),
    ownerId,
    request.user?.userId,
  );
  if (decision === 'disabled')
    throw new ApiError(403, 'shared_wishlists_disabled', 'Shared wishlists are turned off');
  if (decision === 'forbidden')
    throw new ApiError(403, 'shared_wishlist_forbidden', "This wishlist's owner is not on the allow list");
}
