import { loadProfiles } from '../../catalog/load-profiles.js';
import { notFound } from '../../errors/api-error.js';
import { obj, str } from '../../schemas/builders.js';
import { errorResponses } from '../../schemas/errors.js';
import { cachedJson, catalogContext } from '../context.js';
import { feedPage, feedQuerySchema, feedBody, feedResponseSchema, rankSchema } from './feed-response.js';
import type { TypedApp } from '../../schemas/typed-app.js';

/**
 * GET /v3/activities/posts/profile/{profileId}: limit (36), next, includes, rank (chrono default; top_month = the
 * creator's trending posts, default limit 10).
 */
export async function getProfileFeed(app: TypedApp): Promise<void> {
  const path = '/v3/activities/posts/profile/:profileId';
  app.get(
    path,
    {
      schema: {
        operationId: 'getProfileFeed',
        security: [],
        tags: ['feeds'],
        summary: "A creator's posts",
        params: obj({ profileId: str({ maxLength: 100 }) }),
        querystring: feedQuerySchema(36, { rank: rankSchema(['chrono', 'top_month']) }),
        response: { 200: feedResponseSchema, ...errorResponses },
      },
      // default limit depends on rank, so the schema default is replaced below
      preValidation: async (request) => {
        const q = request.query as Record<string, unknown>;
        if (q.limit === undefined && q.rank === 'top_month') q.limit = '10';
      },
    },
    async (request, reply) =>
      cachedJson(request, reply, async () => {
        const ctx = catalogContext(app);
        const { profileId } = request.params;
        const [profile] = await loadProfiles(ctx, [profileId]);
        if (!profile) throw notFound('Profile', profileId);
        const query = { ...request.query, limit: request.query.limit ?? 36 };
        const order = query.rank === 'top_month' ? 'trending' : 'recent';
        const page = await feedPage(ctx, { profileId }, order, query);
        return feedBody(ctx, page, query, `/v3/activities/posts/profile/${encodeURIComponent(profileId)}`);
      }),
  );
}
