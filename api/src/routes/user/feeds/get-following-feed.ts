import { queryPostPage } from '../../../catalog/query-post-page.js';
import { requireUser } from '../../../identity/verify.js';
import { feedQuerySchema, feedResponse, feedResponseSchema } from '../../feeds/feed-response.js';
import { followedProfileIds } from '../follows/follow-rows.js';
import { ctxOf, userIdOf } from '../user-context.js';
import { security, userErrorResponses } from '../user-schemas.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

/** GET /v3/activities/posts/user/: posts of the creators the caller follows, newest first (limit 8). */
export function getFollowingFeed(app: TypedApp): void {
  const path = '/v3/activities/posts/user/';
  app.get(
    path,
    {
      preHandler: requireUser,
      schema: {
        operationId: 'getUserFeed',
        tags: ['feeds'],
        summary: 'Following feed',
        security,
        querystring: feedQuerySchema(8),
        response: { 200: feedResponseSchema, ...userErrorResponses },
      },
    },
    async (request) => {
      const ctx = ctxOf(app);
      const profileIds = await followedProfileIds(ctx.db, userIdOf(request));
      const page = await queryPostPage(
        ctx,
        { profileIds },
        'recent',
        request.query.limit,
        request.query.next,
      );
      return feedResponse(ctx, page, request.query, path);
    },
  );
}
