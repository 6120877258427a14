import { imageUrl } from '../lib/urls.js';
import type { CatalogContext } from './context.js';
import { inOrder, iso } from './context.js';
import type { Static } from '../schemas/builders.js';
import type { shopProductCollectionSchema } from '../schemas/entities.js';

export type ShopProductCollection = Static<typeof shopProductCollectionSchema>;

type Row = {
  id: string;
  profile_id: string;
  title: string;
  subtype: string;
  description: string;
  audience: string | null;
  occasion: string | null;
  created_at: Date | string;
  product_count: number;
  cover_ids: string[] | null;
};

const SHOP_COLLECTION_SELECT = `select c.id, c.profile_id, c.title, c.subtype, c.description, c.audience, c.occasion, c.created_at, c.seq::int as seq,
  (select count(*)::int from shop_products sp where sp.collection_id = c.id) as product_count,
  (select array_agg(x.product_details_id order by x.position) from (select sp.product_details_id, sp.position from shop_products sp
     where sp.collection_id = c.id order by sp.position limit 4) x) as cover_ids
  from shop_product_collections c`;

function toShopCollection(ctx: CatalogContext, row: Row): ShopProductCollection {
  return {
    id: row.id,
    collectionId: row.id,
    profileId: row.profile_id,
    title: row.title,
    subtype: row.subtype,
    productCount: row.product_count,
    description: row.description,
    coverPhotoUrls: (row.cover_ids ?? []).map((id) => imageUrl(ctx.config, 'product', id)),
    attributes: {
      audience: row.audience?.toUpperCase() ?? null,
      occasion: row.occasion?.toUpperCase() ?? null,
    },
    createdAt: iso(row.created_at),
  };
}

export async function loadShopCollections(
  ctx: CatalogContext,
  ids: readonly string[],
): Promise<ShopProductCollection[]> {
  if (ids.length === 0) return [];
  const { rows } = await ctx.db.query<Row>(`${SHOP_COLLECTION_SELECT} where c.id = any($1::text[])`, [
    [...new Set(ids)],
  ]);
  return inOrder(
    [...new Set(ids)],
    rows.map((row) => toShopCollection(ctx, row)),
  );
}

/** Rows of SHOP_COLLECTION_SELECT with extra where/order/limit. */
export async function queryShopCollections(
  ctx: CatalogContext,
  tail: string,
  params: unknown[],
): Promise<(ShopProductCollection & { seq: number })[]> {
  const { rows } = await ctx.db.query<Row & { seq: number }>(`${SHOP_COLLECTION_SELECT} ${tail}`, params);
  return rows.map((row) => ({ ...toShopCollection(ctx, row), seq: row.seq }));
}
