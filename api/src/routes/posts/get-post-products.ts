import { loadMediaObjectsOfDetails } from '../../catalog/load-media-objects.js';
import { loadProductDetails } from '../../catalog/load-product-details.js';
import { loadProductsOfPosts } from '../../catalog/load-products.js';
import { notFound } from '../../errors/api-error.js';
import { listParam } from '../../lib/list-param.js';
import { arr, listQuery, nullable, obj, str, ref } from '../../schemas/builders.js';
import { mediaObjectSchema, productDetailsSchema, productSchema } from '../../schemas/entities.js';
import { errorResponses } from '../../schemas/errors.js';
import { cachedJson, catalogContext } from '../context.js';
import type { TypedApp } from '../../schemas/typed-app.js';

/**
 * GET /v3/posts/{postId}/products: { products, mediaObjects, productDetails } of a post (media_objects and
 * product_references via includes; product_reference_ids narrows), or null when it has none. 404 for an unknown post.
 */
export async function getPostProducts(app: TypedApp): Promise<void> {
  app.get(
    '/v3/posts/:postId/products',
    {
      schema: {
        operationId: 'getPostProducts',
        security: [],
        tags: ['posts'],
        summary: "A post's products (null when none)",
        params: obj({ postId: str({ maxLength: 100 }) }),
        querystring: obj(
          {
            includes: listQuery('media_objects, product_references'),
            product_reference_ids: listQuery('Only these product references'),
          },
          [],
        ),
        response: {
          200: nullable(
            obj(
              {
                products: arr(ref(productSchema)),
                mediaObjects: arr(ref(mediaObjectSchema)),
                productDetails: arr(ref(productDetailsSchema)),
              },
              ['products'],
            ),
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) =>
      cachedJson(request, reply, async () => {
        const ctx = catalogContext(app);
        const exists = await ctx.db.query('select 1 from posts where id = $1', [request.params.postId]);
        if (exists.rows.length === 0) throw notFound('Post', request.params.postId);
        const includes = new Set(listParam(request.query.includes));
        const references = new Set(listParam(request.query.product_reference_ids));
        let products = await loadProductsOfPosts(ctx, [request.params.postId]);
        if (references.size > 0) products = products.filter((p) => references.has(p.productReferenceId));
        if (products.length === 0) return null;
        const detailsIds = products.map((p) => p.productDetailsId);
        return {
          products,
          ...(includes.has('media_objects')
            ? { mediaObjects: await loadMediaObjectsOfDetails(ctx, detailsIds) }
            : {}),
          ...(includes.has('product_references') || includes.has('product_details')
            ? { productDetails: await loadProductDetails(ctx, detailsIds) }
            : {}),
        };
      }),
  );
}
