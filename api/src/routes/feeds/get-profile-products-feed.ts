import { loadProfiles } from '../../catalog/load-profiles.js';
import { notFound } from '../../errors/api-error.js';
import { decodeOffset, encodeOffset } from '../../lib/cursor.js';
import { serviceUrl } from '../../lib/urls.js';
import { arr, limitQuery, obj, str, ref } from '../../schemas/builders.js';
import { feedMetaSchema } from '../../schemas/entities.js';
import { errorResponses } from '../../schemas/errors.js';
import { cachedJson, catalogContext } from '../context.js';
import type { TypedApp } from '../../schemas/typed-app.js';

/** GET /v3/activities/products/profiles/{profileId}: the products a creator linked, newest post first; activities (contentId, productRefId). */
export async function getProfileProductsFeed(app: TypedApp): Promise<void> {
  app.get(
    '/v3/activities/products/profiles/:profileId',
    {
      schema: {
        operationId: 'getProfileProductsFeed',
        security: [],
        tags: ['feeds'],
        summary: "Products from a creator's posts",
        params: obj({ profileId: str({ maxLength: 100 }) }),
        querystring: obj({ limit: limitQuery(36), next: str({ maxLength: 200 }) }, []),
        response: {
          200: obj({
            activities: arr(
              obj({
                id: str(),
                contentId: str(),
                productRefId: str(),
                postId: str(),
                productDetailsId: str(),
              }),
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
        const { profileId } = request.params;
        const { limit, next } = request.query;
        const [profile] = await loadProfiles(ctx, [profileId]);
        if (!profile) throw notFound('Profile', profileId);
        const offset = decodeOffset(next);
        const { rows } = await ctx.db.query<{
          id: string;
          post_id: string;
          product_reference_id: string;
          product_details_id: string;
        }>(
          `select pr.id, pr.post_id, pr.product_reference_id, pr.product_details_id from posts p join products pr on pr.post_id = p.id
           where p.profile_id = $1 order by p.date_published desc, p.seq desc, pr.position offset $2 limit $3`,
          [profileId, offset, limit + 1],
        );
        const total = await ctx.db.query<{ n: number }>(
          'select count(*)::int as n from posts p join products pr on pr.post_id = p.id where p.profile_id = $1',
          [profileId],
        );
        const page = rows.slice(0, limit);
        const nextCursor = rows.length > limit ? encodeOffset(offset + limit) : null;
        return {
          activities: page.map((r) => ({
            id: `product:${r.id}`,
            contentId: r.id,
            productRefId: r.product_reference_id,
            postId: r.post_id,
            productDetailsId: r.product_details_id,
          })),
          meta: {
            next: nextCursor,
            nextUrl: nextCursor
              ? serviceUrl(ctx.config, `/v3/activities/products/profiles/${encodeURIComponent(profileId)}`, {
                  ...request.query,
                  next: nextCursor,
                })
              : null,
            totalResults: total.rows[0]?.n ?? 0,
            lastId: page[page.length - 1]?.id ?? null,
            limit,
          },
        };
      }),
  );
}
