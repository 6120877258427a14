import type { CatalogContext } from '../../catalog/context.js';
import { searchCreators, searchPosts, searchProducts } from '../../catalog/search-catalog.js';
import type { SearchPage } from '../../catalog/search-catalog.js';
import { arr, int, obj, str, ref, strEnum } from '../../schemas/builders.js';
import { searchHitSchema } from '../../schemas/entities.js';
import { errorResponses } from '../../schemas/errors.js';
import { cachedJson, catalogContext } from '../context.js';
import { queryString } from './search-schemas.js';
import type { TypedApp } from '../../schemas/typed-app.js';

type Body = {
  query: string;
  types: string[];
  page: number;
  limit: number;
  childrenCount: number;
  model?: string;
};

const bodySchema = (childrenDefault: number) =>
  obj(
    {
      query: queryString,
      types: arr(strEnum(['post', 'product', 'profile']), {
        minItems: 1,
        maxItems: 3,
        default: ['post', 'product'],
      }),
      page: int({ minimum: 0, maximum: 1000, default: 0 }),
      limit: int({ minimum: 1, maximum: 100, default: 20 }),
      childrenCount: int({ minimum: 0, maximum: 10, default: childrenDefault }),
      model: str({
        maxLength: 50,
        description: 'Image-search experiment model; accepted, same text ranking',
      }),
    },
    ['query'],
  );

const metaSchema = obj({ nbHits: int(), nbPages: int(), page: int(), hitsPerPage: int() });

/** post (+ product children), or product alone; profile hits appended when asked. */
async function runSearch(ctx: CatalogContext, body: Body): Promise<SearchPage> {
  const types = new Set(body.types);
  const pages: SearchPage[] = [];
  if (types.has('post')) {
    pages.push(
      await searchPosts(ctx, {
        query: body.query,
        page: body.page,
        limit: body.limit,
        childrenCount: types.has('product') ? body.childrenCount : 0,
      }),
    );
  } else if (types.has('product')) {
    pages.push(await searchProducts(ctx, { query: body.query, page: body.page, limit: body.limit }));
  }
  if (types.has('profile'))
    pages.push(await searchCreators(ctx, { query: body.query, page: body.page, limit: body.limit }));
  const nbHits = pages.reduce((sum, p) => sum + p.nbHits, 0);
  return {
    hits: pages.flatMap((p) => p.hits),
    nbHits,
    page: body.page,
    nbPages: Math.max(0, ...pages.map((p) => p.nbPages)),
    hitsPerPage: body.limit,
  };
}

/** POST /v1/search (types post+product, or profile) and POST /v1/search/ids (ids only, childrenCount 0). */
export async function searchV1(app: TypedApp): Promise<void> {
  app.post(
    '/v1/search',
    {
      schema: {
        operationId: 'search',
        security: [],
        tags: ['search'],
        summary: 'Search posts (with product children), products or profiles',
        body: bodySchema(3),
        response: { 200: obj({ hits: arr(ref(searchHitSchema)), meta: metaSchema }), ...errorResponses },
      },
    },
    async (request, reply) =>
      cachedJson(request, reply, async () => {
        const { hits, ...meta } = await runSearch(catalogContext(app), request.body);
        return { hits, meta };
      }),
  );
  app.post(
    '/v1/search/ids',
    {
      schema: {
        operationId: 'searchIds',
        security: [],
        tags: ['search'],
        summary: 'Search returning only ids and types',
        body: bodySchema(0),
        response: {
          200: obj({ ids: arr(str()), hits: arr(obj({ objectId: str(), type: str() })), meta: metaSchema }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) =>
      cachedJson(request, reply, async () => {
        const { hits, ...meta } = await runSearch(catalogContext(app), { ...request.body, childrenCount: 0 });
        return {
          ids: hits.map((h) => h.objectId),
          hits: hits.map((h) => ({ objectId: h.objectId, type: h.type })),
          meta,
        };
      }),
  );
}
