import { loadProfiles } from '../../catalog/load-profiles.js';
import { listParam } from '../../lib/list-param.js';
import { arr, limitQuery, listQuery, obj, str, ref } from '../../schemas/builders.js';
import { feedMetaSchema, profileSchema, shopProductCollectionSchema } from '../../schemas/entities.js';
import { errorResponses } from '../../schemas/errors.js';
import { cachedJson, catalogContext } from '../context.js';
import type { TypedApp } from '../../schemas/typed-app.js';
import { pageShopCollections } from '../collections/shop-collection-page.js';

/** GET /v3/activities/giftguides: gift guides (newest first), optionally for one audience; includes shop_product_collections, profiles. */
export async function getGiftGuidesFeed(app: TypedApp): Promise<void> {
  const path = '/v3/activities/giftguides';
  app.get(
    path,
    {
      schema: {
        operationId: 'getGiftGuidesFeed',
        security: [],
        tags: ['feeds'],
        summary: 'Gift guides by audience',
        querystring: obj(
          {
            audience: str({ maxLength: 60, description: 'Recipient key, e.g. FOR_HER (case-insensitive)' }),
            limit: limitQuery(36),
            next: str({ maxLength: 200 }),
            includes: listQuery('shop_product_collections, profiles'),
          },
          [],
        ),
        response: {
          200: obj({
            data: obj(
              {
                activities: arr(obj({ id: str(), type: str(), collectionId: str(), profileId: str() })),
                shopProductCollections: arr(ref(shopProductCollectionSchema)),
                profiles: arr(ref(profileSchema)),
              },
              ['activities'],
            ),
            meta: ref(feedMetaSchema),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) =>
      cachedJson(request, reply, async () => {
        const ctx = catalogContext(app);
        const { audience } = request.query;
        const includes = new Set(listParam(request.query.includes));
        const params: unknown[] = [];
        const where = ["c.subtype = 'GIFT_GUIDE'"];
        if (audience) {
          params.push(audience.toUpperCase());
          where.push(`c.audience = $${params.length}`);
        }
        const { collections, meta } = await pageShopCollections(
          ctx,
          { where, params },
          { path, query: request.query },
        );
        return {
          data: {
            activities: collections.map((c) => ({
              id: `giftguide:${c.id}`,
              type: 'gift_guide',
              collectionId: c.id,
              profileId: c.profileId,
            })),
            ...(includes.has('shop_product_collections') ? { shopProductCollections: collections } : {}),
            ...(includes.has('profiles')
              ? {
                  profiles: await loadProfiles(
                    ctx,
                    collections.map((c) => c.profileId),
                  ),
                }
              : {}),
          },
          meta,
        };
      }),
  );
}
