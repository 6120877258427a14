import type { PostOrder } from '../../catalog/query-post-page.js';
import { errorResponses } from '../../schemas/errors.js';
import { cachedJson, catalogContext } from '../context.js';
import { feedPage, feedQuerySchema, feedBody, feedResponseSchema, rankSchema } from './feed-response.js';
import type { TypedApp } from '../../schemas/typed-app.js';

const RANK_ORDER: Record<string, PostOrder> = { '24h': 'rank24h', deeplink: 'shared' };

/** GET /v3/activities/posts/global/featured and /trending: limit 36, next, includes, rank (24h | deeplink), styled. */
export async function getGlobalFeed(app: TypedApp): Promise<void> {
  for (const kind of ['featured', 'trending'] as const) {
    const path = `/v3/activities/posts/global/${kind}`;
    app.get(
      path,
      {
        schema: {
          operationId: kind === 'featured' ? 'getFeaturedFeed' : 'getTrendingFeed',
          security: [],
          tags: ['feeds'],
          summary: kind === 'featured' ? 'Discover feed: featured posts, newest first' : 'Trending posts',
          querystring: feedQuerySchema(36, { rank: rankSchema(['24h', 'deeplink']) }),
          response: { 200: feedResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        cachedJson(request, reply, async () => {
          const query = request.query;
          const order: PostOrder = query.rank
            ? (RANK_ORDER[query.rank] ?? 'recent')
            : kind === 'trending'
              ? 'trending'
              : 'recent';
          const ctx = catalogContext(app);
          const page = await feedPage(
            ctx,
            kind === 'featured' && !query.rank ? { featured: true } : {},
            order,
            query,
          );
          return feedBody(ctx, page, query, path);
        }),
    );
  }
}
