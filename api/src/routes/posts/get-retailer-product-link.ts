import { notFound } from '../../errors/api-error.js';
import { component, nullable, obj, ref, str } from '../../schemas/builders.js';
import { errorResponses } from '../../schemas/errors.js';
import { catalogContext } from '../context.js';
import type { TypedApp } from '../../schemas/typed-app.js';

const retailerProductLinkSchema = component(
  'RetailerProductLink',
  obj({ id: str(), retailerProductId: nullable(str()), productDetailsId: str(), hlc: nullable(str()) }),
);

/**
 * GET /v1/retailer_product_links/{id}: the retailer product behind a post product (id = product id, or a product
 * details id); hlc (hyperlink click hash) is echoed.
 */
export async function getRetailerProductLink(app: TypedApp): Promise<void> {
  app.get(
    '/v1/retailer_product_links/:id',
    {
      schema: {
        operationId: 'getRetailerProductLink',
        security: [],
        tags: ['products'],
        summary: 'Retailer product of a product link',
        params: obj({ id: str({ maxLength: 100 }) }),
        querystring: obj({ hlc: str({ maxLength: 200 }) }, []),
        response: {
          200: obj({
            retailerProductLink: ref(retailerProductLinkSchema),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const ctx = catalogContext(app);
      const { rows } = await ctx.db.query<{ details_id: string; retailer_product_id: string | null }>(
        `select d.id as details_id, d.retailer_product_id from product_details d
         where d.id = (select coalesce((select pr.product_details_id from products pr where pr.id = $1), $1))`,
        [request.params.id],
      );
      const row = rows[0];
      if (!row) throw notFound('Retailer product link', request.params.id);
      return {
        retailerProductLink: {
          id: request.params.id,
          retailerProductId: row.retailer_product_id,
          productDetailsId: row.details_id,
          hlc: request.query.hlc ?? null,
        },
      };
    },
  );
}
