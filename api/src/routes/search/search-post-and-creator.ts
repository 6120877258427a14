import { searchCreators, searchPosts } from '../../catalog/search-catalog.js';
import { int, obj } from '../../schemas/builders.js';
import { errorResponses } from '../../schemas/errors.js';
import { cachedJson, catalogContext } from '../context.js';
import { analyticsSchema, queryString, searchPageSchema } from './search-schemas.js';
import type { TypedApp } from '../../schemas/typed-app.js';

const bodySchema = (defaultLimit: number) =>
  obj(
    {
      query: queryString,
      page: int({ minimum: 0, maximum: 1000, default: 0 }),
      limit: int({ minimum: 1, maximum: 100, default: defaultLimit }),
      analytics: analyticsSchema,
    },
    ['query'],
  );

/** POST /v2/search/post/ (20 per page) and /v2/search/creator/ (3): { data: { hits, nbHits, nbPages, page, hitsPerPage } }. */
export async function searchPostAndCreator(app: TypedApp): Promise<void> {
  app.post(
    '/v2/search/post/',
    {
      schema: {
        operationId: 'searchPosts',
        security: [],
        tags: ['search'],
        summary: 'Post search over captions, product names and creator names',
        body: bodySchema(20),
        response: { 200: obj({ data: searchPageSchema }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { query, page, limit = 20 } = request.body;
      return cachedJson(request, reply, async () => {
        // pinnedAt is the shop search's (search-shop.ts)
        const { pinnedAt: _pinned, ...data } = await searchPosts(catalogContext(app), {
          query,
          page,
          limit,
          childrenCount: 3,
        });
        return { data };
      });
    },
  );
  app.post(
    '/v2/search/creator/',
    {
      schema: {
        operationId: 'searchCreators',
        security: [],
        tags: ['search'],
        summary: 'Creator search by display name or name',
        body: bodySchema(3),
        response: { 200: obj({ data: searchPageSchema }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { query, page, limit = 3 } = request.body;
      return cachedJson(request, reply, async () => ({
        data: await searchCreators(catalogContext(app), { query, page, limit }),
      }));
    },
  );
}
