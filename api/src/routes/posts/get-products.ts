import type { FastifyInstance } from 'fastify';
import { loadProducts } from '../../catalog/load-products.js';
import { badRequest } from '../../errors/api-error.js';
import { batchParam } from '../../lib/list-param.js';
import { arr, listQuery, obj } from '../../schemas/builders.js';
import { productSchema } from '../../schemas/entities.js';
import { errorResponses } from '../../schemas/errors.js';
import { cachedJson, catalogContext } from '../context.js';

export const PRODUCT_BATCH = 36;

/** GET /v2/products/: ids (the client batches 10 per 50 ms; at most 36 here) -> { products }. */
export async function getProducts(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { ids?: string[] } }>(
    '/v2/products/',
    {
      schema: {
        tags: ['products'],
        summary: 'Post products by ids',
        querystring: obj({ ids: listQuery(`Product ids, at most ${PRODUCT_BATCH}`) }, []),
        response: { 200: obj({ products: arr(productSchema) }), ...errorResponses },
      },
    },
    async (request, reply) =>
      cachedJson(request, reply, async () => {
        const ids = batchParam('ids', request.query.ids, PRODUCT_BATCH);
        if (ids.length === 0) throw badRequest('querystring.ids is required');
        return { products: await loadProducts(catalogContext(app), ids) };
      }),
  );
}
