import type { Queryable } from '../db/db.js';
import { LruMap } from '../lib/lru-map.js';
import { MEMORY_BUDGET } from '../lib/memory-budget.js';
import { imageUrl } from '../lib/urls.js';
import type { CatalogContext } from './context.js';
import type { ProductTuple } from './load-post-bundle.js';
import { attachProducts } from './post-products.js';
import { firstTier } from './search-first-tier.js';
import { likeEscape, prefixTsQuery } from './text-query.js';

// Each `(select to_tsquery(…, $n))` is an init plan: the statements are prepared, and in a generic plan a bare
// `to_tsquery($n)` is parsed again for every row it is tested on (decision 0090).

type SearchChild = { objectId: string; type: string; query: string; imageLink: string };
export type SearchHit = {
  objectId: string;
  id: string;
  type: 'post' | 'profile' | 'product' | 'query';
  query: string;
  postProfileId: string | null;
  postProfileDisplay: string | null;
  imageLink: string | null;
  children: SearchChild[];
};
export type SearchPage = {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
};

const pageOf = (hits: SearchHit[], total: number, page: number, limit: number): SearchPage => ({
  hits,
  nbHits: total,
  page,
  nbPages: Math.ceil(total / limit),
  hitsPerPage: limit,
});

type PostHitRow = {
  id: string;
  caption: string;
  profile_id: string;
  display_name: string;
  pinned_at: Date | string | null;
  total: number;
  /** 0-3: the post's subject has every word as typed and as stems (0), as typed only (1), as stems only (2), neither. */
  subject: number;
  /** The version of the post's stored products array (null: none), when children are asked; see `attachChildren`. */
  products_version?: number | null;
  products?: string | null;
  children?: HitChild[];
};

/** A product of a post hit: its id, its details' name and id. */
type HitChild = { id: string; name: string; detailsId: string };

/**
 * A post's first products as hit children, by post id, at its stored products array's version and for a count
 * (post-products.ts: the array is the post's products by position with their details' names). At most 5,000 posts
 * and MEMORY_BUDGET.searchChildren.
 */
type HeldChildren = { version: number; count: number; children: HitChild[] };
const childrenByDb = new WeakMap<Queryable, LruMap<string, HeldChildren>>();
const childrenWeight = (held: HeldChildren): number =>
  64 + held.children.reduce((sum, c) => sum + 2 * (c.id.length + c.name.length + c.detailsId.length) + 96, 0);

/**
 * Sets `children` (the first `count` products) on every row: from what is held at the row's products version, else
 * from the post's stored products array (held by version too: attachProducts reads only what it lacks), so a search
 * reads each post's products once per version instead of joining products and details for every hit of every page.
 */
async function attachChildren(db: Queryable, rows: PostHitRow[], count: number): Promise<void> {
  let held = childrenByDb.get(db);
  if (!held)
    childrenByDb.set(
      db,
      (held = new LruMap(5_000, { max: MEMORY_BUDGET.searchChildren, weigh: childrenWeight })),
    );
  const lacking: PostHitRow[] = [];
  for (const row of rows) {
    if (row.products_version === null || row.products_version === undefined) {
      row.children = [];
      continue;
    }
    const found = held.get(row.id);
    if (found && found.version === row.products_version && found.count === count)
      row.children = found.children;
    else lacking.push(row);
  }
  if (lacking.length === 0) return;
  await attachProducts(db, lacking);
  for (const row of lacking) {
    const tuples = row.products ? (JSON.parse(row.products) as ProductTuple[]) : [];
    row.children = tuples.filter((t) => t[1] < count).map((t) => ({ id: t[0], name: t[5], detailsId: t[2] }));
    if (row.products_version !== null && row.products_version !== undefined)
      held.set(row.id, { version: row.products_version, count, children: row.children });
  }
}

/** A page of post hits and, in the same order, when each post was pinned to its creator's shop (or null). */
type PostSearchPage = SearchPage & { pinnedAt: (string | null)[] };

type PostSearchOptions = {
  query: string;
  page: number;
  limit: number;
  childrenCount: number;
  profileId?: string;
  ranking?: 'recent' | 'relevant';
  /** False: rank and count every match, never from the first tier (tests compare both). */
  tiered?: boolean;
};

/**
 * Out of the first tier, a match that sorts before subject rank `rank` (see `PostHitRow.subject`): lead_words and
 * lead_stems have GIN indexes for this (migration 010).
 */
const BEFORE_RANK: Record<number, string> = {
  1: `p.lead_words @@ (select to_tsquery('simple', $1)) and p.lead_stems @@ (select to_tsquery('english', $1))`,
  2: `p.lead_words @@ (select to_tsquery('simple', $1))`,
  3: `(p.lead_words @@ (select to_tsquery('simple', $1)) or p.lead_stems @@ (select to_tsquery('english', $1)))`,
};

/**
 * Posts whose caption, product names or creator names match every word (prefix, full-text GIN index). Posts about the
 * words come first (their caption or lead product has them: as typed, then stemmed; decisions 0080, 0090), then
 * the ranking's order:
 * `relevant` (default) by trending score, `recent` by date. `children` = first products (childrenCount). `profileId`
 * limits to one creator. One prepared statement (one of a few texts; every value a parameter): the page, its total (a
 * window count), its creators' names and its products. Decision 0090.
 *
 * A relevant search of the whole catalog looks in the first tier (the most trending posts, with their own full-text
 * index: search-first-tier.ts) first and answers from it
 * when that page is provably the whole catalog's page: the tier holds the page's last hit, and no post outside the tier
 * has a better subject rank than that hit (trending breaks ties within a rank, and every post outside the tier trends
 * less). Its `nbHits` is then an estimate: the tier's matches scaled to the catalog. Otherwise every match is ranked
 * and counted. Decision 0091. Before ranking the tier, a page of the tier's posts about the words alone
 * (`queryTierSubjectHits`, decision 0049).
 */
export async function searchPosts(ctx: CatalogContext, options: PostSearchOptions): Promise<PostSearchPage> {
  const ts = prefixTsQuery(options.query);
  if (!ts && !options.profileId) return { ...pageOf([], 0, options.page, options.limit), pinnedAt: [] };
  const tier =
    ts && !options.profileId && options.ranking !== 'recent' && options.tiered !== false
      ? await firstTier(ctx.db)
      : null;
  if (ts && tier) {
    if (tier.subjectIndex) {
      const lead = await queryTierSubjectHits(ctx, ts, options, tier.minTrending);
      // the tier holds this whole page about the words: nothing outside it ranks before them
      if (lead.length === options.limit && lead[0]) {
        if (options.childrenCount > 0) await attachChildren(ctx.db, lead, Math.trunc(options.childrenCount));
        const estimate = Math.round((lead[0].total * tier.published) / tier.size);
        return postSearchPage(ctx, lead, Math.max(lead[0].total, estimate), options);
      }
    }
    const page = await queryPostHits(ctx, ts, options, tier.minTrending);
    const last = page.rows.at(-1);
    if (last && page.rows.length === options.limit && last.total >= (options.page + 1) * options.limit) {
      const better = BEFORE_RANK[last.subject];
      const exact =
        better === undefined ||
        !(
          await ctx.db.query<{ found: boolean }>(
            `select exists (select 1 from posts p where p.status = 'published' and p.trending_score < ${tier.minTrending}
               and p.search @@ (select to_tsquery('english', $1)) and ${better}) as found`,
            [ts],
            { prepare: true },
          )
        ).rows[0]?.found;
      if (exact) {
        const estimate = Math.round((last.total * tier.published) / tier.size);
        return postSearchPage(ctx, page.rows, Math.max(last.total, estimate), options);
      }
    }
  }
  const { rows, fromWhereSql, whereParams } = await queryPostHits(ctx, ts, options);
  // a page past the end has no rows to carry the total
  const total =
    rows[0]?.total ??
    (options.page > 0
      ? ((
          await ctx.db.query<{ n: number }>(`select count(*)::int as n from ${fromWhereSql}`, whereParams, {
            prepare: true,
          })
        ).rows[0]?.n ?? 0)
      : 0);
  return postSearchPage(ctx, rows, total, options);
}

/**
 * One page of matching posts in search order with the matches' total (a window count), their creators' names and
 * products; with `minTrending`, only among posts trending at least that much (the first tier: the bound of its index's
 * predicate, in the text so the planner uses that index).
 */
async function queryPostHits(
  ctx: CatalogContext,
  ts: string | null,
  options: PostSearchOptions,
  minTrending?: number,
): Promise<{ rows: PostHitRow[]; fromWhereSql: string; whereParams: unknown[] }> {
  const params: unknown[] = [];
  const where = ["p.status = 'published'"];
  const order: string[] = [];
  if (ts) {
    params.push(ts);
    where.push(`p.search @@ (select to_tsquery('english', $1))`);
  }
  // One creator's posts (a shop search): read them by the creator's index and test each one's words, rather than AND
  // the creator's few hundred posts with every match of the whole catalog's word index (`bag:*`: ~11,000 entries at the
  // large scale); `offset 0` keeps the planner from merging the two (decision 0048).
  let from = 'posts p';
  if (options.profileId) {
    params.push(options.profileId);
    if (ts) from = `(select * from posts where profile_id = $${params.length} offset 0) p`;
    else where.push(`p.profile_id = $${params.length}`);
  }
  // The post's subject (caption and lead product) has every word: as typed ('simple'), then as stems ('english').
  const subject = ts
    ? `(case when p.lead_words @@ (select to_tsquery('simple', $1)) then 0 else 2 end
        + case when p.lead_stems @@ (select to_tsquery('english', $1)) then 0 else 1 end)`
    : '3';
  if (ts) order.push('subject');
  order.push(
    ts && options.ranking !== 'recent'
      ? 'p.trending_score desc, p.seq desc'
      : 'p.date_published desc, p.seq desc',
  );
  // The count of a page past the end runs the filter alone: it gets only the filter's parameters.
  const fromWhereSql = `${from} where ${where.join(' and ')}`;
  const whereParams = params.slice();
  if (minTrending !== undefined) where.push(`p.trending_score >= ${Math.trunc(minTrending)}`);
  const children = Math.trunc(options.childrenCount);
  params.push(Math.trunc(options.limit), Math.trunc(options.page * options.limit));
  const [limit, offset] = [`$${params.length - 1}`, `$${params.length}`];
  const { rows } = await ctx.db.query<PostHitRow>(
    `with hits as (
       select p.id, p.caption, p.profile_id, p.pinned_at, ${subject} as subject, count(*) over ()::int as total
       from ${from} where ${where.join(' and ')} order by ${order.join(', ')} limit ${limit}::int offset ${offset}::int)
     select h.id, h.caption, h.profile_id, h.pinned_at, h.total, h.subject, ${hitColumns(children)}
     from hits h`,
    params,
    { prepare: true },
  );
  if (children > 0) await attachChildren(ctx.db, rows, children);
  return { rows, fromWhereSql, whereParams };
}

/** A page's hits' creator names and, when children are asked, their products arrays' versions (`attachChildren`). */
const hitColumns = (children: number): string =>
  `(select pf.display_name from profiles pf where pf.id = h.profile_id) as display_name,
   ${
     children > 0
       ? '(select j.version::float8 from post_products_json j where j.post_id = h.id)'
       : 'null::float8'
   } as products_version`;

/**
 * The page among the first tier's posts about the words (subject rank 0: caption or lead product has every word as
 * typed and as stems), by trending, with the tier's matches counted: found through the tier's subject index
 * (`lead_stems`), so a common word reads the posts about it instead of ranking every match in the tier. When the tier
 * holds a full page of them, that is the whole catalog's page: rank 0 sorts first and every post outside the tier
 * trends less. The other two tests are calls (`ts_match_vq`, what `@@` runs), which keeps the planner from ANDing
 * the whole catalog's indexes on them. Decision 0049.
 */
async function queryTierSubjectHits(
  ctx: CatalogContext,
  ts: string,
  options: PostSearchOptions,
  minTrending: number,
): Promise<PostHitRow[]> {
  const tier = `p.status = 'published' and p.trending_score >= ${Math.trunc(minTrending)}`;
  const children = Math.trunc(options.childrenCount);
  const { rows } = await ctx.db.query<PostHitRow>(
    `with hits as (
       select p.id, p.caption, p.profile_id, p.pinned_at from posts p
       where ${tier} and p.lead_stems @@ (select to_tsquery('english', $1))
         and ts_match_vq(p.lead_words, (select to_tsquery('simple', $1)))
         and ts_match_vq(p.search, (select to_tsquery('english', $1)))
       order by p.trending_score desc, p.seq desc limit $2::int offset $3::int)
     select h.id, h.caption, h.profile_id, h.pinned_at, 0 as subject,
       (select count(*)::int from posts p where ${tier} and p.search @@ (select to_tsquery('english', $1))) as total,
       ${hitColumns(children)}
     from hits h`,
    [ts, Math.trunc(options.limit), Math.trunc(options.page * options.limit)],
    { prepare: true },
  );
  return rows;
}

function postSearchPage(
  ctx: CatalogContext,
  rows: PostHitRow[],
  total: number,
  options: PostSearchOptions,
): PostSearchPage {
  const hits = rows.map<SearchHit>((r) => ({
    objectId: r.id,
    id: r.id,
    type: 'post',
    query: r.caption,
    postProfileId: r.profile_id,
    postProfileDisplay: r.display_name,
    imageLink: imageUrl(ctx.config, 'post', r.id),
    children: (r.children ?? []).map((p) => ({
      objectId: p.id,
      type: 'product',
      query: p.name,
      imageLink: imageUrl(ctx.config, 'product', p.detailsId),
    })),
  }));
  return {
    ...pageOf(hits, total, options.page, options.limit),
    pinnedAt: rows.map((r) => (r.pinned_at === null ? null : new Date(r.pinned_at).toISOString())),
  };
}

/** Creators whose name matches: a word starting with the words (full-text), or the handle containing the text (trigram index). */
const creatorMatch = `(pf.search @@ (select to_tsquery('simple', $1)) or lower(pf.display_name) like $2)`;

/** Creators whose display name or full name starts with / contains the words, most followed first. */
export async function searchCreators(
  ctx: CatalogContext,
  options: { query: string; page: number; limit: number },
): Promise<SearchPage> {
  const ts = prefixTsQuery(options.query);
  if (!ts) return pageOf([], 0, options.page, options.limit);
  const like = `%${likeEscape(options.query.trim().toLowerCase())}%`;
  const { rows } = await ctx.db.query<{ id: string; display_name: string; total: number }>(
    `select pf.id, pf.display_name, count(*) over ()::int as total from profiles pf where ${creatorMatch}
     order by pf.followers_count desc, pf.id limit $3 offset $4`,
    [ts, like, options.limit, options.page * options.limit],
    { prepare: true },
  );
  const total =
    rows[0]?.total ??
    (options.page > 0
      ? ((
          await ctx.db.query<{ n: number }>(
            `select count(*)::int as n from profiles pf where ${creatorMatch}`,
            [ts, like],
            { prepare: true },
          )
        ).rows[0]?.n ?? 0)
      : 0);
  return pageOf(
    rows.map((r) => creatorHit(ctx, r)),
    total,
    options.page,
    options.limit,
  );
}

const creatorHit = (ctx: CatalogContext, r: { id: string; display_name: string }): SearchHit => ({
  objectId: r.id,
  id: r.id,
  type: 'profile',
  query: r.display_name,
  postProfileId: r.id,
  postProfileDisplay: r.display_name,
  imageLink: imageUrl(ctx.config, 'avatar', r.id),
  children: [],
});

/** Product details whose name matches every word (prefix), best match first. */
export async function searchProducts(
  ctx: CatalogContext,
  options: { query: string; page: number; limit: number },
): Promise<SearchPage> {
  const ts = prefixTsQuery(options.query);
  if (!ts) return pageOf([], 0, options.page, options.limit);
  const match = `d.search @@ (select to_tsquery('english', $1))`;
  const { rows } = await ctx.db.query<{ id: string; name: string; total: number }>(
    `select d.id, d.name, count(*) over ()::int as total from product_details d where ${match}
     order by ts_rank(d.search, (select to_tsquery('english', $1))) desc, d.id limit $2 offset $3`,
    [ts, options.limit, options.page * options.limit],
    { prepare: true },
  );
  const total =
    rows[0]?.total ??
    (options.page > 0
      ? ((
          await ctx.db.query<{ n: number }>(
            `select count(*)::int as n from product_details d where ${match}`,
            [ts],
            { prepare: true },
          )
        ).rows[0]?.n ?? 0)
      : 0);
  const hits = rows.map<SearchHit>((r) => ({
    objectId: r.id,
    id: r.id,
    type: 'product',
    query: r.name,
    postProfileId: null,
    postProfileDisplay: null,
    imageLink: imageUrl(ctx.config, 'product', r.id),
    children: [],
  }));
  return pageOf(hits, total, options.page, options.limit);
}

/**
 * Typeahead in one statement: related-search terms starting with the text (or with a word starting with it: trigram
 * index), most popular first, then the most-followed creators matching it (as `searchCreators`), `limit` of each.
 */
export async function suggest(ctx: CatalogContext, query: string, limit: number): Promise<SearchHit[]> {
  const q = query.trim().toLowerCase();
  const ts = prefixTsQuery(query);
  if (!q || !ts) return [];
  const { rows } = await ctx.db.query<{ kind: 'query' | 'profile'; id: string; label: string }>(
    `(select 'query' as kind, term as id, term as label from search_terms where term like $3 or term like $4
       order by (term like $3) desc, weight desc, term limit $5)
     union all
     (select 'profile', pf.id, pf.display_name from profiles pf where ${creatorMatch}
       order by pf.followers_count desc, pf.id limit $5)`,
    [ts, `%${likeEscape(q)}%`, `${likeEscape(q)}%`, `% ${likeEscape(q)}%`, limit],
    { prepare: true },
  );
  return rows.map((r) =>
    r.kind === 'profile'
      ? creatorHit(ctx, { id: r.id, display_name: r.label })
      : {
          objectId: `query:${r.id}`,
          id: r.id,
          type: 'query',
          query: r.id,
          postProfileId: null,
          postProfileDisplay: null,
          imageLink: null,
          children: [],
        },
  );
}
