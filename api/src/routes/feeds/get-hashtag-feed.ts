import type { PostFilter, PostOrder } from '../../catalog/query-post-page.js';
import { obj, str } from '../../schemas/builders.js';
import { errorResponses } from '../../schemas/errors.js';
import { cachedJson, catalogContext } from '../context.js';
import { feedPage, feedQuerySchema, feedBody, feedResponseSchema } from './feed-response.js';
import type { TypedApp } from '../../schemas/typed-app.js';

const TRENDING_CREATORS = 60;

/**
 * GET /v3/activities/posts/hashtag/{hashtag}: posts carrying the hashtag, newest first. Special hashtags rank every post:
 * popular-today (24 h score), top-shared (shares), trending-creators (newest posts of the most-followed creators).
 */
export async function getHashtagFeed(app: TypedApp): Promise<void> {
  app.get(
    '/v3/activities/posts/hashtag/:hashtag',
    {
      schema: {
        operationId: 'getHashtagFeed',
        security: [],
        tags: ['feeds'],
        summary: 'Hashtag / category feed',
        params: obj({ hashtag: str({ minLength: 1, maxLength: 100 }) }),
        querystring: feedQuerySchema(36),
        response: { 200: feedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      cachedJson(request, reply, async () => {
        const ctx = catalogContext(app);
        const hashtag = request.params.hashtag.replace(/^#/, '').toLowerCase();
        let filter: PostFilter = { hashtag };
        let order: PostOrder = 'recent';
        if (hashtag === 'popular-today') [filter, order] = [{}, 'rank24h'];
        if (hashtag === 'top-shared') [filter, order] = [{}, 'shared'];
        if (hashtag === 'trending-creators') {
          const top = await ctx.db.query<{ id: string }>(
            'select id from profiles order by followers_count desc, id limit $1',
            [TRENDING_CREATORS],
          );
          filter = { profileIds: top.rows.map((r) => r.id) };
        }
        const page = await feedPage(ctx, filter, order, request.query);
        return feedBody(
          ctx,
          page,
          request.query,
          `/v3/activities/posts/hashtag/${encodeURIComponent(request.params.hashtag)}`,
        );
      }),
  );
}
