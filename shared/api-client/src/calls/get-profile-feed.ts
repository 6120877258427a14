import { PAGE_SIZES, type ActivityFeedResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { feedQuery, type FeedParams, type FeedRank } from './feed-params';

/** GET /v3/activities/posts/profile/{profileId} (rank default chrono). */
export function getProfileFeed(
  ctx: ClientContext,
  profileId: string,
  params: FeedParams = {},
): Promise<ActivityFeedResponse> {
  return ctx.http.call('get', '/v3/activities/posts/profile/{profileId}', {
    params: { profileId },
    query: feedQuery<FeedRank<'/v3/activities/posts/profile/{profileId}'>>(params, PAGE_SIZES.feed),
  });
}
