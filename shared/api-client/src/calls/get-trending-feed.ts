import { PAGE_SIZES, type ActivityFeedResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { feedQuery, type FeedParams, type FeedRank } from './feed-params';

/** GET /v3/activities/posts/global/trending (rank 24h or deeplink). */
export function getTrendingFeed(ctx: ClientContext, params: FeedParams = {}): Promise<ActivityFeedResponse> {
  return ctx.http.call('get', '/v3/activities/posts/global/trending', {
    query: feedQuery<FeedRank<'/v3/activities/posts/global/trending'>>(params, PAGE_SIZES.feed),
  });
}
