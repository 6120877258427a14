import { PAGE_SIZES, type ActivityFeedResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { feedQuery, type FeedParams } from './feed-params';

/** GET /v3/activities/posts/profile/{profileId} (rank default chrono). */
export function getProfileFeed(
  ctx: ClientContext,
  profileId: string,
  params: FeedParams = {},
): Promise<ActivityFeedResponse> {
  return ctx.http.request('GET', `/v3/activities/posts/profile/${encodeURIComponent(profileId)}`, {
    query: feedQuery(params, PAGE_SIZES.feed),
  });
}
