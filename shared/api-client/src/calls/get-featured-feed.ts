import { PAGE_SIZES, type ActivityFeedResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { feedQuery, type FeedParams, type FeedRank } from './feed-params';

/** GET /v3/activities/posts/global/featured (Discover). */
export function getFeaturedFeed(ctx: ClientContext, params: FeedParams = {}): Promise<ActivityFeedResponse> {
  return ctx.http.call('get', '/v3/activities/posts/global/featured', {
    query: feedQuery<FeedRank<'/v3/activities/posts/global/featured'>>(params, PAGE_SIZES.feed),
  });
}
