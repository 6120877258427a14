import { loadProfiles } from '../../catalog/load-profiles.js';
import { queryShopCollections } from '../../catalog/load-shop-collections.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { listParam } from '../../lib/list-param.js';
import { serviceUrl } from '../../lib/urls.js';
import { arr, limitQuery, listQuery, obj, str, ref } from '../../schemas/builders.js';
import { feedMetaSchema, profileSchema, shopProductCollectionSchema } from '../../schemas/entities.js';
import { errorResponses } from '../../schemas/errors.js';
import { cachedJson, catalogContext } from '../context.js';
import type { TypedApp } from '../../schemas/typed-app.js';

/** GET /v3/activities/giftguides: gift guides (newest first), optionally for one audience; includes shop_product_collections, profiles. */
export async function getGiftGuidesFeed(app: TypedApp): Promise<void> {
  const path = '/v3/activities/giftguides';
  app.get(
    path,
    {
      schema: {
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
        const { audience, limit, next } = request.query;
        const includes = new Set(listParam(request.query.includes));
        const params: unknown[] = [];
        const where = ["c.subtype = 'GIFT_GUIDE'"];
        if (audience) {
          params.push(audience.toUpperCase());
          where.push(`c.audience = $${params.length}`);
        }
        const countParams = [...params];
        const countWhere = [...where];
        const after = decodeCursor(next);
        if (after !== undefined) {
          params.push(after);
          where.push(`c.seq < $${params.length}`);
        }
        params.push(limit + 1);
        const rows = await queryShopCollections(
          ctx,
          `where ${where.join(' and ')} order by c.seq desc limit $${params.length}`,
          params,
        );
        const total = await ctx.db.query<{ n: number }>(
          `select count(*)::int as n from shop_product_collections c where ${countWhere.join(' and ')}`,
          countParams,
        );
        const page = rows.slice(0, limit);
        const last = page[page.length - 1];
        const nextCursor = rows.length > limit && last ? encodeCursor(last.seq) : null;
        const collections = page.map(({ seq: _seq, ...c }) => c);
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
          meta: {
            next: nextCursor,
            nextUrl: nextCursor ? serviceUrl(ctx.config, path, { ...request.query, next: nextCursor }) : null,
            totalResults: total.rows[0]?.n ?? 0,
            lastId: last?.id ?? null,
            limit,
          },
        };
      }),
  );
}
