import { decodeCursor, encodeCursor } from '../lib/cursor.js';
import { RefreshingCache } from '../lib/ttl-cache.js';
import type { CatalogContext } from './context.js';
import { bundleSelect, loadPostBundle, queryRowsAndTotal, readBundle } from './load-post-bundle.js';
import type { BundleRow, PostBundle } from './load-post-bundle.js';

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
  /** The page's bundle rows (posts and what their includes need), when `includes` was given: see `pageBundle`. */
  rows?: BundleRow[];
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
 * Totals of the filters that span the whole catalog (every published post; the featured ones) are stored rows kept by
 * the database (migrations/005_post_counts.sql), read in the page statement itself. Other filters' totals (a creator, a
 * hashtag) are counted: up to 30 s old (refreshed in the background, never awaited once known), fine while creators
 * publish; the page itself (keyset) is always current.
 */
function storedTotal(filter: PostFilter): string | undefined {
  if (filter.profileId !== undefined || filter.profileIds !== undefined || filter.hashtag !== undefined)
    return undefined;
  return `select n::int from post_counts where name = '${filter.featured ? 'featured' : 'published'}'`;
}

const totalsByDb = new WeakMap<object, RefreshingCache<number>>();
function totalsOf(db: object): RefreshingCache<number> {
  let totals = totalsByDb.get(db);
  if (!totals) totalsByDb.set(db, (totals = new RefreshingCache<number>(5000, 30_000, 10 * 60_000)));
  return totals;
}

/**
 * One page of post ids by keyset (`next` = opaque cursor of the last row), plus the filter's total. With `includes`
 * the same statement also returns the page's posts and what the includes need (`rows`). The per-post subqueries run
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
  // The limit is in the text, not a parameter: with `limit $n` a generic plan assumes a tenth of the rows, so PostgreSQL
  // planned every execution of the prepared statement anew (~0.6 ms of PGlite's thread a page); with a known limit it
  // keeps one generic plan when that costs no more than planning. A validated integer (1-100: a few texts).
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`limit ${limit}`);
  const stored = storedTotal(filter);
  const pageSelect = includes
    ? `${bundleSelect(includes, { columns: 'p.seq::int as seq' })} where ${where.join(' and ')}
  order by p.${column} desc, p.seq desc limit ${limit + 1}`
    : `select p.id, p.seq::int as seq from posts p where ${where.join(' and ')} order by p.${column} desc, p.seq desc limit ${limit + 1}`;
  const countSql = `select count(*)::int as total from posts p where ${countWhere.join(' and ')}`;
  const [result, counted] = await Promise.all([
    queryRowsAndTotal<BundleRow & { seq: number }>(ctx, pageSelect, params, stored),
    stored
      ? undefined
      : totalsOf(ctx.db).get(`${countSql} ${JSON.stringify(countParams)}`, async () => {
          const count = await ctx.db.query<{ total: number }>(countSql, countParams);
          return count.rows[0]?.total ?? 0;
        }),
  ]);
  const page = result.rows;
  const total = counted ?? result.total ?? 0;
  const rows = page.slice(0, limit);
  const last = rows[rows.length - 1];
  return {
    ids: rows.map((r) => r.id),
    next: page.length > limit && last ? encodeCursor(last.seq) : null,
    total,
    lastId: last?.id ?? null,
    ...(includes ? { rows } : {}),
  };
}

/** The posts of a page with their includes: from its rows when queryPostPage was given the includes, else loaded. */
export const pageBundle = (
  ctx: CatalogContext,
  page: PostPage,
  includes: ReadonlySet<string>,
): Promise<PostBundle> =>
  page.rows ? readBundle(ctx, page.rows, includes) : loadPostBundle(ctx, 'id', page.ids, includes);
