import { decodeCursor, encodeCursor } from '../lib/cursor.js';
import { RefreshingCache } from '../lib/ttl-cache.js';
import type { CatalogContext } from './context.js';
import { bundleSelect, queryBundleRows, readBundle } from './load-post-bundle.js';
import type { BundleRow, PostBundle } from './load-post-bundle.js';

/** Page statements come from a few filter, ordering and include combinations: kept prepared on a server. */
const PREPARED = { prepare: true };

/** Orderings of post lists; each has a `(column desc, seq desc)` index. */
export type PostOrder = 'recent' | 'rank24h' | 'trending' | 'shared';

const ORDER_COLUMN: Record<PostOrder, string> = {
  recent: 'date_published',
  rank24h: 'score_24h',
  trending: 'trending_score',
  shared: 'share_count',
};

export type PostFilter = { featured?: boolean; profileId?: string; hashtag?: string; profileIds?: string[] };

export type PostPage = {
  ids: string[];
  next: string | null;
  total: number;
  lastId: string | null;
  /** The page's posts and their includes, when `includes` was given. */
  bundle?: PostBundle;
};

function whereClause(filter: PostFilter, params: unknown[]): string[] {
  const where = ["p.status = 'published'"];
  if (filter.featured) where.push('p.featured');
  if (filter.profileId !== undefined) {
    params.push(filter.profileId);
    where.push(`p.profile_id = $${params.length}`);
  }
  if (filter.profileIds !== undefined) {
    params.push(filter.profileIds);
    where.push(`p.profile_id = any($${params.length}::text[])`);
  }
  if (filter.hashtag !== undefined) {
    params.push([filter.hashtag.toLowerCase()]);
    where.push(`p.hashtags @> $${params.length}::text[]`);
  }
  return where;
}

/**
 * Totals of post filters. Counting the featured feed at the large scale takes ~200 ms, most of an uncached page, and
 * only feeds `totalResults`: a total up to 30 s old (refreshed in the background, never awaited once known) is fine
 * while creators publish, and the page itself (keyset) is always current.
 */
const totalsByDb = new WeakMap<object, RefreshingCache<number>>();
function totalsOf(db: object): RefreshingCache<number> {
  let totals = totalsByDb.get(db);
  if (!totals) totalsByDb.set(db, (totals = new RefreshingCache<number>(5000, 30_000, 10 * 60_000)));
  return totals;
}

/**
 * One page of post ids by keyset (`next` = opaque cursor of the last row), plus the filter's total. With `includes`
 * the same statement also returns the page's posts and what the includes need (`bundle`). The per-post subqueries run
 * only for the rows the limit keeps (after the sort when no index gives the order: PostgreSQL postpones costly output
 * columns past Sort + Limit); this plans in ~1 ms on PGlite where choosing the page in a subquery and joining it back
 * took 4-8 ms.
 */
export async function queryPostPage(
  ctx: CatalogContext,
  filter: PostFilter,
  order: PostOrder,
  limit: number,
  cursor: string | undefined,
  includes?: ReadonlySet<string>,
): Promise<PostPage> {
  const column = ORDER_COLUMN[order];
  const params: unknown[] = [];
  const where = whereClause(filter, params);
  const countWhere = [...where];
  const countParams = [...params];
  const after = decodeCursor(cursor);
  if (after !== undefined) {
    params.push(after);
    where.push(
      `(p.${column}, p.seq) < (select c.${column}, c.seq from posts c where c.seq = $${params.length})`,
    );
  }
  params.push(limit + 1);
  const countSql = `select count(*)::int as total from posts p where ${countWhere.join(' and ')}`;
  const pageSql = `select p.id, p.seq::int as seq from posts p where ${where.join(' and ')} order by p.${column} desc, p.seq desc limit $${params.length}`;
  const [page, total] = await Promise.all([
    includes
      ? queryBundleRows<BundleRow & { seq: number }>(
          ctx,
          `${bundleSelect(includes, { columns: 'p.seq::int as seq' })} where ${where.join(' and ')}
  order by p.${column} desc, p.seq desc limit $${params.length}`,
          params,
        )
      : ctx.db.query<{ id: string; seq: number }>(pageSql, params, PREPARED).then((r) => r.rows),
    totalsOf(ctx.db).get(`${countSql} ${JSON.stringify(countParams)}`, async () => {
      const count = await ctx.db.query<{ total: number }>(countSql, countParams);
      return count.rows[0]?.total ?? 0;
    }),
  ]);
  const rows = page.slice(0, limit);
  const last = rows[rows.length - 1];
  return {
    ids: rows.map((r) => r.id),
    next: page.length > limit && last ? encodeCursor(last.seq) : null,
    total,
    lastId: last?.id ?? null,
    ...(includes ? { bundle: await readBundle(ctx, rows as unknown as BundleRow[], includes) } : {}),
  };
}
