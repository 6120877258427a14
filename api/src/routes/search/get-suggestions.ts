import { suggest } from '../../catalog/search-catalog.js';
import { arr, int, obj, str, ref } from '../../schemas/builders.js';
import { searchHitSchema } from '../../schemas/entities.js';
import { errorResponses } from '../../schemas/errors.js';
import { cachedJson, catalogContext } from '../context.js';
import type { TypedApp } from '../../schemas/typed-app.js';

/** GET /v2/suggestions/global/: query, limit (3 each): related search terms (type query) then creators (type profile). */
export async function getSuggestions(app: TypedApp): Promise<void> {
  app.get(
    '/v2/suggestions/global/',
    {
      schema: {
        operationId: 'getSuggestions',
        security: [],
        tags: ['search'],
        summary: 'Related searches and suggested creators for typed text',
        querystring: obj(
          { query: str({ maxLength: 200 }), limit: int({ minimum: 1, maximum: 20, default: 3 }) },
          ['query'],
        ),
        response: { 200: obj({ data: obj({ hits: arr(ref(searchHitSchema)) }) }), ...errorResponses },
      },
    },
    async (request, reply) =>
      cachedJson(request, reply, async () => {
        const { query, limit } = request.query;
        return { data: { hits: await suggest(catalogContext(app), query, limit) } };
      }),
  );
}
