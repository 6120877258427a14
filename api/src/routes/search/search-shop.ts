import { searchPosts } from '../../catalog/search-catalog.js';
import { prefixTsQuery } from '../../catalog/text-query.js';
import { anyObj, arr, int, nullable, obj, str, strEnum } from '../../schemas/builders.js';
import { errorResponses } from '../../schemas/errors.js';
import { cachedJson, catalogContext } from '../context.js';
import { analyticsSchema, queryString } from './search-schemas.js';
import type { TypedApp } from '../../schemas/typed-app.js';

/** POST /v2/search/shop (a creator's posts by term) and POST /v2/search/shop/products (a creator's products; null when none). */
export async function searchShop(app: TypedApp): Promise<void> {
  app.post(
    '/v2/search/shop',
    {
      schema: {
        operationId: 'searchShop',
        security: [],
        tags: ['search'],
        summary: "Search one creator's posts (recent or relevant)",
        body: obj(
          {
            query: queryString,
            ranking: strEnum(['recent', 'relevant'], { default: 'recent' }),
            profileId: str({ maxLength: 100 }),
            page: int({ minimum: 0, maximum: 1000, default: 0 }),
            limit: int({ minimum: 1, maximum: 100, default: 36 }),
            analytics: analyticsSchema,
            filters: anyObj(),
          },
          ['profileId'],
        ),
        response: {
          200: obj({
            hits: arr(obj({ objectId: str(), pinnedAt: nullable(str()) })),
            nbHits: int(),
            nbPages: int(),
            page: int(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { query = '', ranking, profileId, page, limit } = request.body;
      return cachedJson(request, reply, async () => {
        const result = await searchPosts(catalogContext(app), {
          query,
          page,
          limit,
          childrenCount: 0,
          profileId,
          ranking,
        });
        return {
          hits: result.hits.map((h, i) => ({
            objectId: h.objectId,
            pinnedAt: result.pinnedAt[i] ?? null,
          })),
          nbHits: result.nbHits,
          nbPages: result.nbPages,
          page,
        };
      });
    },
  );

  app.post(
    '/v2/search/shop/products',
    {
      schema: {
        operationId: 'searchShopProducts',
        security: [],
        tags: ['search'],
        summary: "Search one creator's products (Trending or Relevant); null when no hits",
        body: obj(
          {
            profileId: str({ maxLength: 100 }),
            query: queryString,
            page: int({ minimum: 0, maximum: 1000, default: 0 }),
            ranking: strEnum(['Trending', 'Relevant'], { default: 'Trending' }),
            filters: anyObj(),
            limit: int({ minimum: 1, maximum: 100, default: 36 }),
            context: str({ maxLength: 100, default: 'include:gallery_products' }),
            analytics: analyticsSchema,
          },
          ['profileId'],
        ),
        response: {
          200: nullable(
            obj({
              hits: arr(obj({ postId: str(), productId: str(), productDetailsId: str() })),
              page: int(),
              nbHits: int(),
              nbPages: int(),
              length: int(),
              offset: int(),
              nbSortedHits: int(),
              hitsPerPage: int(),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { profileId, query = '', page, ranking, limit } = request.body;
      return cachedJson(request, reply, async () => {
        const ctx = catalogContext(app);
        const ts = prefixTsQuery(query);
        const params: unknown[] = [profileId];
        let where = 'p.profile_id = $1';
        if (ts) {
          params.push(ts);
          where += ` and d.search @@ to_tsquery('english', $2)`;
        }
        const order =
          ts && ranking === 'Relevant'
            ? `ts_rank(d.search, to_tsquery('english', $2)) desc, p.trending_score desc`
            : 'p.trending_score desc';
        const offset = page * limit;
        const [rows, count] = await Promise.all([
          ctx.db.query<{ post_id: string; id: string; details_id: string }>(
            `select pr.post_id, pr.id, d.id as details_id from posts p join products pr on pr.post_id = p.id join product_details d on d.id = pr.product_details_id
             where ${where} order by ${order}, p.seq desc, pr.position limit ${limit} offset ${offset}`,
            params,
          ),
          ctx.db.query<{ n: number }>(
            `select count(*)::int as n from posts p join products pr on pr.post_id = p.id join product_details d on d.id = pr.product_details_id where ${where}`,
            params,
          ),
        ]);
        const nbHits = count.rows[0]?.n ?? 0;
        if (nbHits === 0) return null;
        return {
          hits: rows.rows.map((r) => ({
            postId: r.post_id,
            productId: r.id,
            productDetailsId: r.details_id,
          })),
          page,
          nbHits,
          nbPages: Math.ceil(nbHits / limit),
          length: rows.rows.length,
          offset,
          nbSortedHits: nbHits,
          hitsPerPage: limit,
        };
      });
    },
  );
}
