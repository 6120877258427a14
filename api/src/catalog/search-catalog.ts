import { imageUrl } from '../lib/urls.js';
import type { CatalogContext } from './context.js';
import { likeEscape, prefixTsQuery } from './text-query.js';

export type SearchChild = { objectId: string; type: string; query: string; imageLink: string };
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

/**
 * Posts whose caption, product names or creator names match every word (prefix, full-text GIN index), best match
 * first; `children` = first products (childrenCount). `profileId` limits to one creator.
 */
export async function searchPosts(
  ctx: CatalogContext,
  options: {
    query: string;
    page: number;
    limit: number;
    childrenCount: number;
    profileId?: string;
    ranking?: 'recent' | 'relevant';
  },
): Promise<SearchPage> {
  const ts = prefixTsQuery(options.query);
  const params: unknown[] = [];
  const where = ["p.status = 'published'"];
  if (ts) {
    params.push(ts);
    where.push(`p.search @@ to_tsquery('english', $${params.length})`);
  }
  if (options.profileId) {
    params.push(options.profileId);
    where.push(`p.profile_id = $${params.length}`);
  }
  if (!ts && !options.profileId) return pageOf([], 0, options.page, options.limit);
  const order =
    ts && options.ranking !== 'recent'
      ? `ts_rank(p.search, to_tsquery('english', $1)) desc, p.trending_score desc, p.seq desc`
      : 'p.date_published desc, p.seq desc';
  const countParams = [...params];
  params.push(options.limit, options.page * options.limit);
  const [rows, count] = await Promise.all([
    ctx.db.query<{ id: string; caption: string; profile_id: string; display_name: string }>(
      `select p.id, p.caption, p.profile_id, pf.display_name from posts p join profiles pf on pf.id = p.profile_id
       where ${where.join(' and ')} order by ${order} limit $${params.length - 1} offset $${params.length}`,
      params,
    ),
    ctx.db.query<{ n: number }>(
      `select count(*)::int as n from posts p where ${where.join(' and ')}`,
      countParams,
    ),
  ]);
  const children = new Map<string, SearchChild[]>();
  if (options.childrenCount > 0 && rows.rows.length > 0) {
    const products = await ctx.db.query<{ id: string; post_id: string; name: string; details_id: string }>(
      `select pr.id, pr.post_id, d.name, d.id as details_id from products pr join product_details d on d.id = pr.product_details_id
       where pr.post_id = any($1::text[]) and pr.position < $2 order by pr.position`,
      [rows.rows.map((r) => r.id), options.childrenCount],
    );
    for (const p of products.rows) {
      children.set(p.post_id, [
        ...(children.get(p.post_id) ?? []),
        {
          objectId: p.id,
          type: 'product',
          query: p.name,
          imageLink: imageUrl(ctx.config, 'product', p.details_id),
        },
      ]);
    }
  }
  const hits = rows.rows.map<SearchHit>((r) => ({
    objectId: r.id,
    id: r.id,
    type: 'post',
    query: r.caption,
    postProfileId: r.profile_id,
    postProfileDisplay: r.display_name,
    imageLink: imageUrl(ctx.config, 'post', r.id),
    children: children.get(r.id) ?? [],
  }));
  return pageOf(hits, count.rows[0]?.n ?? 0, options.page, options.limit);
}

/** Creators whose display name or full name starts with / contains the words, most followed first. */
export async function searchCreators(
  ctx: CatalogContext,
  options: { query: string; page: number; limit: number },
): Promise<SearchPage> {
  const ts = prefixTsQuery(options.query);
  if (!ts) return pageOf([], 0, options.page, options.limit);
  const like = `%${likeEscape(options.query.trim().toLowerCase())}%`;
  const where = `(pf.search @@ to_tsquery('simple', $1) or lower(pf.display_name) like $2)`;
  const [rows, count] = await Promise.all([
    ctx.db.query<{ id: string; display_name: string }>(
      `select pf.id, pf.display_name from profiles pf where ${where} order by pf.followers_count desc, pf.id limit $3 offset $4`,
      [ts, like, options.limit, options.page * options.limit],
    ),
    ctx.db.query<{ n: number }>(`select count(*)::int as n from profiles pf where ${where}`, [ts, like]),
  ]);
  const hits = rows.rows.map<SearchHit>((r) => ({
    objectId: r.id,
    id: r.id,
    type: 'profile',
    query: r.display_name,
    postProfileId: r.id,
    postProfileDisplay: r.display_name,
    imageLink: imageUrl(ctx.config, 'avatar', r.id),
    children: [],
  }));
  return pageOf(hits, count.rows[0]?.n ?? 0, options.page, options.limit);
}

/** Product details whose name matches every word (prefix). */
export async function searchProducts(
  ctx: CatalogContext,
  options: { query: string; page: number; limit: number },
): Promise<SearchPage> {
  const ts = prefixTsQuery(options.query);
  if (!ts) return pageOf([], 0, options.page, options.limit);
  const [rows, count] = await Promise.all([
    ctx.db.query<{ id: string; name: string }>(
      `select d.id, d.name from product_details d where d.search @@ to_tsquery('english', $1)
       order by ts_rank(d.search, to_tsquery('english', $1)) desc, d.id limit $2 offset $3`,
      [ts, options.limit, options.page * options.limit],
    ),
    ctx.db.query<{ n: number }>(
      `select count(*)::int as n from product_details d where d.search @@ to_tsquery('english', $1)`,
      [ts],
    ),
  ]);
  const hits = rows.rows.map<SearchHit>((r) => ({
    objectId: r.id,
    id: r.id,
    type: 'product',
    query: r.name,
    postProfileId: null,
    postProfileDisplay: null,
    imageLink: imageUrl(ctx.config, 'product', r.id),
    children: [],
  }));
  return pageOf(hits, count.rows[0]?.n ?? 0, options.page, options.limit);
}

/** Related-search terms starting with the query (or any of its words), most popular first. */
export async function suggestTerms(ctx: CatalogContext, query: string, limit: number): Promise<SearchHit[]> {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const { rows } = await ctx.db.query<{ term: string }>(
    `select term from search_terms where term like $1 or term like $2 order by (term like $1) desc, weight desc, term limit $3`,
    [`${likeEscape(q)}%`, `% ${likeEscape(q)}%`, limit],
  );
  return rows.map((r) => ({
    objectId: `query:${r.term}`,
    id: r.term,
    type: 'query',
    query: r.term,
    postProfileId: null,
    postProfileDisplay: null,
    imageLink: null,
    children: [],
  }));
}
