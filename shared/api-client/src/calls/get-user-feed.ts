import { PAGE_SIZES, type ActivityFeedResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { feedQuery, type FeedParams } from './feed-params';

/** GET /v3/activities/posts/user/ (Following feed, logged in). */
export function getUserFeed(ctx: ClientContext, params: FeedParams = {}): Promise<ActivityFeedResponse> {
  return ctx.http.call('get', '/v3/activities/posts/user/', {
    query: feedQuery(params, PAGE_SIZES.followingFeed),
  });
}
