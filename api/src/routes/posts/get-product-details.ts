import { loadProductDetails } from '../../catalog/load-product-details.js';
import { badRequest } from '../../errors/api-error.js';
import { batchParam } from '../../lib/list-param.js';
import { arr, listQuery, obj, ref } from '../../schemas/builders.js';
import { productDetailsSchema } from '../../schemas/entities.js';
import { errorResponses } from '../../schemas/errors.js';
import { cachedJson, catalogContext } from '../context.js';
import type { TypedApp } from '../../schemas/typed-app.js';

const PRODUCT_DETAILS_BATCH = 50;

/** GET /v2/product_details/: ids (batch 48/50 in the client; at most 50 here) -> { productDetails }. */
export async function getProductDetails(app: TypedApp): Promise<void> {
  app.get(
    '/v2/product_details/',
    {
      schema: {
        operationId: 'getProductDetails',
        security: [],
        tags: ['products'],
        summary: 'Product details by ids',
        querystring: obj({ ids: listQuery(`Product details ids, at most ${PRODUCT_DETAILS_BATCH}`) }, []),
        response: { 200: obj({ productDetails: arr(ref(productDetailsSchema)) }), ...errorResponses },
      },
    },
    async (request, reply) =>
      cachedJson(request, reply, async () => {
        const ids = batchParam('ids', request.query.ids, PRODUCT_DETAILS_BATCH);
        if (ids.length === 0) throw badRequest('querystring.ids is required');
        return { productDetails: await loadProductDetails(catalogContext(app), ids) };
      }),
  );
}
