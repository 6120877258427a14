import type { CatalogContext } from '../../catalog/context.js';
import { loadBundleRows, readBundle } from '../../catalog/load-post-bundle.js';
import type { BundleRow } from '../../catalog/load-post-bundle.js';
import { loadProfilesByDisplayName } from '../../catalog/load-profiles.js';
import { queryPostPage } from '../../catalog/query-post-page.js';
import type { PostFilter, PostOrder } from '../../catalog/query-post-page.js';
import { badRequest } from '../../errors/api-error.js';
import { encodeCursor } from '../../lib/cursor.js';
import { batchParam, listParam } from '../../lib/list-param.js';
import { serviceUrl } from '../../lib/urls.js';
import { bool, limitQuery, listQuery, obj, str, strEnum } from '../../schemas/builders.js';
import { errorResponses } from '../../schemas/errors.js';
import { JsonBytes, cachedJson, catalogContext } from '../context.js';
import { ltksJson } from '../feeds/feed-json.js';
import { ltksResponseSchema } from './ltks-response.js';
import type { LtksMeta } from './ltks-response.js';
import type { TypedApp } from '../../schemas/typed-app.js';

const LTK_ID_BATCH = 36;

type Query = {
  display_name?: string;
  profile_id?: string;
  ids?: string[];
  hashes?: string[];
  featured?: boolean;
  hashtag?: string;
  limit: number;
  last_id?: string;
  seed?: string;
  link_types?: string[];
  rank?: string;
  trending?: boolean;
  styled?: string;
  includes?: string[];
};

const EMPTY_META = (limit: number, seed?: string) => ({
  lastId: null,
  numResults: 0,
  totalResults: 0,
  limit,
  nextUrl: null,
  seed: seed ?? null,
});

/** The posts' bundle rows (with what their includes need, in one statement) and meta of a /v2/ltks request. */
async function listPosts(
  ctx: CatalogContext,
  query: Query,
  includes: ReadonlySet<string>,
): Promise<{ rows: BundleRow[]; meta: LtksMeta }> {
  const ids = batchParam('ids', query.ids, LTK_ID_BATCH);
  const hashes = batchParam('hashes', query.hashes, LTK_ID_BATCH);
  if (ids.length > 0 || hashes.length > 0) {
    const rows =
      ids.length > 0
        ? await loadBundleRows(ctx, 'id', ids, includes)
        : await loadBundleRows(ctx, 'hash', hashes, includes);
    return {
      rows,
      meta: {
        ...EMPTY_META(query.limit, query.seed),
        lastId: rows[rows.length - 1]?.id ?? null,
        numResults: rows.length,
        totalResults: rows.length,
      },
    };
  }
  const filter: PostFilter = {};
  if (query.featured) filter.featured = true;
  if (query.hashtag) filter.hashtag = query.hashtag.replace(/^#/, '');
  if (query.profile_id) filter.profileId = query.profile_id;
  if (query.display_name) {
    const [profile] = await loadProfilesByDisplayName(ctx, [query.display_name]);
    if (!profile) return { rows: [], meta: EMPTY_META(query.limit, query.seed) };
    filter.profileId = profile.id;
  }
  const order: PostOrder = query.rank === '24h' ? 'rank24h' : query.trending ? 'trending' : 'recent';
  let cursor: string | undefined;
  if (query.last_id) {
    const { rows } = await ctx.db.query<{ seq: number }>('select seq::int as seq from posts where id = $1', [
      query.last_id,
    ]);
    if (!rows[0]) throw badRequest(`last_id: unknown post ${query.last_id}`);
    cursor = encodeCursor(rows[0].seq);
  }
  const page = await queryPostPage(ctx, filter, order, query.limit, cursor, includes);
  const rows = page.rows ?? [];
  return {
    rows,
    meta: {
      lastId: page.lastId,
      numResults: rows.length,
      totalResults: page.total,
      limit: query.limit,
      nextUrl:
        page.next && page.lastId
          ? serviceUrl(ctx.config, '/v2/ltks', { ...query, last_id: page.lastId })
          : null,
      seed: query.seed ?? null,
    },
  };
}

/**
 * GET /v2/ltks: posts by ids / hashes (batch 36), or a list by display_name, profile_id, featured, hashtag, rank 24h,
 * trending; paged by last_id; includes products, profiles, product_details, media_objects.
 */
export async function getLtks(app: TypedApp): Promise<void> {
  app.get(
    '/v2/ltks',
    {
      schema: {
        operationId: 'getLtks',
        security: [],
        tags: ['posts'],
        summary: 'Posts (ltks) by ids, hashes, creator, hashtag or ranking',
        querystring: obj(
          {
            display_name: str({ maxLength: 100 }),
            profile_id: str({ maxLength: 100 }),
            ids: listQuery(`Post ids, at most ${LTK_ID_BATCH}`),
            hashes: listQuery(`Share hashes, at most ${LTK_ID_BATCH}`),
            featured: bool(),
            hashtag: str({ maxLength: 100 }),
            limit: limitQuery(36),
            last_id: str({ maxLength: 100, description: 'Id of the last post of the previous page' }),
            seed: str({ maxLength: 50, description: 'Echoed in meta.seed' }),
            link_types: listQuery('LTK_WEB'),
            rank: strEnum(['24h']),
            trending: bool(),
            styled: str({ maxLength: 10 }),
            includes: listQuery('products, profiles, product_details, media_objects'),
          },
          [],
        ),
        response: {
          200: ltksResponseSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) =>
      cachedJson(request, reply, async () => {
        const ctx = catalogContext(app);
        const includes = new Set(listParam(request.query.includes));
        const { rows, meta } = await listPosts(ctx, request.query, includes);
        // written from the rows (byte-identical to the serializer's output), else entities for the serializer
        const bytes = ltksJson(ctx, rows, includes, meta);
        if (bytes !== undefined) return new JsonBytes(bytes);
        const { posts, included } = await readBundle(ctx, rows, includes);
        return { ltks: posts, ...included, meta };
      }),
  );
}
