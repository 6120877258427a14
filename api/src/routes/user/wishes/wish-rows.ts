import type { Queryable } from '../../../db/db.js';
import { imageUrl } from '../../../lib/urls.js';
import type { Config } from '../../../config.js';
import { isoOf } from '../user-context.js';
import { stableUuid } from '../../../identity/demo/stable-uuid.js';
import { requireUser } from '../../../identity/verify.js';
import type { Static, TSchema } from '../../../schemas/builders.js';
import { idParams, security, userErrorResponses } from '../user-schemas.js';
import type { wishCollectionSchema, wishSchema } from '../user-schemas.js';

export type Wish = Static<typeof wishSchema>;
export type WishCollection = Static<typeof wishCollectionSchema>;

/** Options of a route on one of the caller's wishes, `/v2/wishes/:id` (404 unless the wish is the caller's). */
export const wishByIdRoute = <R extends TSchema>(
  operation: { operationId: string; summary: string },
  ok: R,
) => ({
  preHandler: requireUser,
  schema: {
    ...operation,
    tags: ['wishes'],
    security,
    params: idParams('id'),
    response: { 200: ok, ...userErrorResponses },
  },
});

export type WishRow = {
  id: string;
  seq: number;
  ltk_product_id: string;
  collection_id: string;
  created_at: Date | string;
  post_id: string | null;
  product_details_id: string | null;
};

export const WISH_SELECT = `select w.id, w.seq::int as seq, w.ltk_product_id, w.collection_id, w.created_at, pr.post_id, pr.product_details_id
  from wishes w left join products pr on pr.id = w.ltk_product_id`;

export const toWish = (row: WishRow): Wish => ({
  id: row.id,
  ltkId: row.post_id,
  productId: row.product_details_id,
  ltkProductId: row.ltk_product_id,
  wishCollectionId: row.collection_id,
  dateCreated: isoOf(row.created_at),
});

/**
 * Share hash of a wishlist: encodes the wishlist's share id and its owner's id (`{shareToken}:{userId}`, base64url).
 * The share id is a random token (128 bits) standing for the wishlist, so knowing a user's id is not enough to read
 * their wishlists (a default wishlist's id is derived from its owner's id).
 */
const shareHashOf = (shareToken: string, userId: string): string =>
  Buffer.from(`${shareToken}:${userId}`).toString('base64url');

type CollectionRow = {
  id: string;
  name: string;
  is_default: boolean;
  user_id: string;
  share_token: string;
  created_at: Date | string;
  wish_count: number;
  cover_ids: string[] | null;
};

const COLLECTION_SELECT = `select c.id, c.name, c.is_default, c.user_id, c.share_token, c.created_at,
  (select count(*)::int from wishes w where w.collection_id = c.id) as wish_count,
  (select array_agg(x.product_details_id) from (select pr.product_details_id from wishes w join products pr on pr.id = w.ltk_product_id
     where w.collection_id = c.id order by w.seq desc limit 4) x) as cover_ids
  from wish_collections c`;

const toWishCollection = (
  config: Pick<Config, 'publicUrl' | 'imageUrlKey'>,
  row: CollectionRow,
): WishCollection => ({
  id: row.id,
  name: row.name,
  isDefault: row.is_default,
  wishCount: row.wish_count,
  userId: row.user_id,
  shareHash: shareHashOf(row.share_token, row.user_id),
  coverImageUrls: (row.cover_ids ?? []).map((id) => imageUrl(config, 'product', id)),
  dateCreated: isoOf(row.created_at),
});

export async function queryWishCollections(
  db: Queryable,
  config: Pick<Config, 'publicUrl' | 'imageUrlKey'>,
  tail: string,
  params: unknown[],
): Promise<WishCollection[]> {
  const { rows } = await db.query<CollectionRow>(`${COLLECTION_SELECT} ${tail}`, params);
  return rows.map((row) => toWishCollection(config, row));
}

/** The user's default wishlist id, created on first use. */
export async function ensureDefaultCollection(tx: Queryable, userId: string): Promise<string> {
  const id = stableUuid(userId, 'wish-collection', 'default');
  await tx.query(
    "insert into wish_collections (id, user_id, name, is_default) values ($1, $2, 'My Wishlist', true) on conflict do nothing",
    [id, userId],
  );
  const { rows } = await tx.query<{ id: string }>(
    'select id from wish_collections where user_id = $1 and is_default',
    [userId],
  );
  return rows[0]?.id ?? id;
}
