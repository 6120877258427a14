import { loadRetailerProduct } from '../../catalog/load-retailer-product.js';
import { notFound } from '../../errors/api-error.js';
import { listParam } from '../../lib/list-param.js';
import { listQuery, obj, str, ref } from '../../schemas/builders.js';
import { retailerProductSchema } from '../../schemas/entities.js';
import { errorResponses } from '../../schemas/errors.js';
import { cachedJson, catalogContext } from '../context.js';
import type { TypedApp } from '../../schemas/typed-app.js';

/** GET /v3/consumer_retailer_products/{id}: variants, options, prices, size chart; includes=policies adds shipping/returns. */
export async function getRetailerProduct(app: TypedApp): Promise<void> {
  app.get(
    '/v3/consumer_retailer_products/:id',
    {
      schema: {
        operationId: 'getRetailerProduct',
        security: [],
        tags: ['products'],
        summary: 'Retailer product with variants and stock',
        params: obj({ id: str({ maxLength: 100 }) }),
        querystring: obj({ includes: listQuery('policies') }, []),
        response: { 200: obj({ retailerProduct: ref(retailerProductSchema) }), ...errorResponses },
      },
    },
    async (request, reply) =>
      cachedJson(request, reply, async () => {
        const product = await loadRetailerProduct(
          catalogContext(app),
          request.params.id,
          listParam(request.query.includes).includes('policies'),
        );
        if (!product) throw notFound('Retailer product', request.params.id);
        return { retailerProduct: product };
      }),
  );
}
