import { loadProductDetails } from '../../catalog/load-product-details.js';
import { loadShopCollections } from '../../catalog/load-shop-collections.js';
import { notFound } from '../../errors/api-error.js';
import { decodeOffset, encodeOffset } from '../../lib/cursor.js';
import { listParam } from '../../lib/list-param.js';
import { imageUrl, serviceUrl } from '../../lib/urls.js';
import { arr, int, limitQuery, listQuery, nullable, obj, str, ref } from '../../schemas/builders.js';
import {
  productDetailsSchema,
  shopProductCollectionSchema,
  shopProductSchema,
} from '../../schemas/entities.js';
import { errorResponses } from '../../schemas/errors.js';
import { cachedJson, catalogContext } from '../context.js';
import type { TypedApp } from '../../schemas/typed-app.js';
import { pageShopCollections } from './shop-collection-page.js';

const pageMeta = obj({ next: nullable(str()), nextUrl: nullable(str()), limit: int(), totalResults: int() });

/** /shop_product/*: product sets and gift guides (shop product collections) and their products. */
export async function getShopProducts(app: TypedApp): Promise<void> {
  app.get(
    '/shop_product/get_shop_product_collection',
    {
      schema: {
        operationId: 'getShopProductCollection',
        security: [],
        tags: ['collections'],
        summary: 'One product set or gift guide',
        querystring: obj({ collection_id: str({ maxLength: 100 }) }),
        response: {
          200: obj({ shopProductCollection: ref(shopProductCollectionSchema) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const [collection] = await loadShopCollections(catalogContext(app), [request.query.collection_id]);
      if (!collection) throw notFound('Shop product collection', request.query.collection_id);
      return { shopProductCollection: collection };
    },
  );

  app.get(
    '/shop_product/get_shop_product_collections',
    {
      schema: {
        operationId: 'getShopProductCollections',
        security: [],
        tags: ['collections'],
        summary: "A creator's product sets / gift guides, newest first",
        querystring: obj(
          {
            profile_id: str({ maxLength: 100 }),
            subtype: str({ maxLength: 40, description: 'PRODUCT_SET, GIFT_GUIDE …' }),
            limit: limitQuery(36),
            next: str({ maxLength: 200 }),
          },
          ['profile_id'],
        ),
        response: {
          200: obj({ shopProductCollections: arr(ref(shopProductCollectionSchema)), meta: pageMeta }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) =>
      cachedJson(request, reply, async () => {
        const { profile_id: profileId, subtype } = request.query;
        const where = ['c.profile_id = $1'];
        const params = [profileId];
        if (subtype) {
          params.push(subtype.toUpperCase());
          where.push(`c.subtype = $${params.length}`);
        }
        const { collections, meta } = await pageShopCollections(
          catalogContext(app),
          { where, params },
          {
            path: '/shop_product/get_shop_product_collections',
            query: request.query,
          },
        );
        // pageMeta has no lastId: the response schema leaves it out.
        return { shopProductCollections: collections, meta };
      }),
  );

  app.get(
    '/shop_product/get_shop_products_by_collection',
    {
      schema: {
        operationId: 'getShopProductsByCollection',
        security: [],
        tags: ['collections'],
        summary: 'Products of a product set / gift guide',
        querystring: obj(
          {
            collection_id: str({ maxLength: 100 }),
            'includes[]': listQuery('product_details'),
            includes: listQuery('product_details'),
            limit: limitQuery(36),
            next: str({ maxLength: 200 }),
          },
          ['collection_id'],
        ),
        response: {
          200: obj(
            {
              shopProducts: arr(ref(shopProductSchema)),
              productDetails: arr(ref(productDetailsSchema)),
              meta: pageMeta,
            },
            ['shopProducts', 'meta'],
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) =>
      cachedJson(request, reply, async () => {
        const ctx = catalogContext(app);
        const { collection_id: collectionId, limit, next } = request.query;
        const [collection] = await loadShopCollections(ctx, [collectionId]);
        if (!collection) throw notFound('Shop product collection', collectionId);
        const offset = decodeOffset(next);
        const { rows } = await ctx.db.query<{
          id: string;
          position: number;
          product_details_id: string;
          product_reference_id: string;
        }>(
          'select id, position, product_details_id, product_reference_id from shop_products where collection_id = $1 order by position offset $2 limit $3',
          [collectionId, offset, limit + 1],
        );
        const page = rows.slice(0, limit);
        const includes = [...listParam(request.query['includes[]']), ...listParam(request.query.includes)];
        const nextCursor = rows.length > limit ? encodeOffset(offset + limit) : null;
        return {
          shopProducts: page.map((r) => ({
            id: r.id,
            shopProductId: r.id,
            collectionId,
            position: r.position,
            productDetailsId: r.product_details_id,
            linkUrl: `${ctx.config.webUrl}/products/${r.product_details_id}?ci=${collectionId}`,
            productReferenceId: r.product_reference_id,
            imageUrl: imageUrl(ctx.config, 'product', r.product_details_id),
          })),
          ...(includes.includes('product_details')
            ? {
                productDetails: await loadProductDetails(
                  ctx,
                  page.map((r) => r.product_details_id),
                ),
              }
            : {}),
          meta: {
            next: nextCursor,
            nextUrl: nextCursor
              ? serviceUrl(ctx.config, '/shop_product/get_shop_products_by_collection', {
                  ...request.query,
                  next: nextCursor,
                })
              : null,
            limit,
            totalResults: collection.productCount,
          },
        };
      }),
  );
}
