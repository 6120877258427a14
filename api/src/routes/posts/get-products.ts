import { loadProducts } from '../../catalog/load-products.js';
import { badRequest } from '../../errors/api-error.js';
import { batchParam } from '../../lib/list-param.js';
import { arr, listQuery, obj, ref } from '../../schemas/builders.js';
import { productSchema } from '../../schemas/entities.js';
import { errorResponses } from '../../schemas/errors.js';
import { cachedJson, catalogContext } from '../context.js';
import type { TypedApp } from '../../schemas/typed-app.js';

const PRODUCT_BATCH = 36;

/** GET /v2/products/: ids (the client batches 10 per 50 ms; at most 36 here) -> { products }. */
export async function getProducts(app: TypedApp): Promise<void> {
  app.get(
    '/v2/products/',
    {
      schema: {
        operationId: 'getProducts',
        security: [],
        tags: ['products'],
        summary: 'Post products by ids',
        querystring: obj({ ids: listQuery(`Product ids, at most ${PRODUCT_BATCH}`) }, []),
        response: { 200: obj({ products: arr(ref(productSchema)) }), ...errorResponses },
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
