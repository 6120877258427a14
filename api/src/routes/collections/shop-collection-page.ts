import type { CatalogContext } from '../../catalog/context.js';
import { queryShopCollections } from '../../catalog/load-shop-collections.js';
import type { ShopProductCollection } from '../../catalog/load-shop-collections.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { serviceUrl } from '../../lib/urls.js';
import type { Static } from '../../schemas/builders.js';
import type { feedMetaSchema } from '../../schemas/entities.js';

/** Which collections a listing shows: SQL conditions over `shop_product_collections c` and their `$n` parameters. */
export type ShopCollectionFilter = { where: readonly string[]; params: readonly unknown[] };

/** The listing's route and query: `limit` and the `next` cursor page it, the rest is echoed in `meta.nextUrl`. */
export type ShopCollectionPageRequest = {
  path: string;
  query: Record<string, unknown> & { limit: number; next?: string };
};

/**
 * One newest-first page of shop product collections (keyset on `seq`, cursor in `next`), with the feed meta of the
 * listing: the next cursor and URL, the total that match the filter, the page's last id.
 */
export async function pageShopCollections(
  ctx: CatalogContext,
  filter: ShopCollectionFilter,
  { path, query }: ShopCollectionPageRequest,
): Promise<{ collections: ShopProductCollection[]; meta: Static<typeof feedMetaSchema> }> {
  const { limit } = query;
  const params = [...filter.params];
  const where = [...filter.where];
  const after = decodeCursor(query.next);
  if (after !== undefined) {
    params.push(after);
    where.push(`c.seq < $${params.length}`);
  }
  params.push(limit + 1);
  // The page and the total are independent: asked together (one round trip of waiting on a server).
  const [rows, total] = await Promise.all([
    queryShopCollections(
      ctx,
      `where ${where.join(' and ')} order by c.seq desc limit $${params.length}`,
      params,
    ),
    ctx.db.query<{ n: number }>(
      `select count(*)::int as n from shop_product_collections c where ${filter.where.join(' and ')}`,
      [...filter.params],
    ),
  ]);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const next = rows.length > limit && last ? encodeCursor(last.seq) : null;
  return {
    collections: page.map(({ seq: _seq, ...c }) => c),
    meta: {
      next,
      nextUrl: next ? serviceUrl(ctx.config, path, { ...query, next }) : null,
      totalResults: total.rows[0]?.n ?? 0,
      lastId: last?.id ?? null,
      limit,
    },
  };
}
