import { PAGE_SIZES, type ActivityFeedResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { feedQuery, type FeedParams } from './feed-params';

/** GET /v3/activities/posts/hashtag/{hashtag} */
export function getHashtagFeed(
  ctx: ClientContext,
  hashtag: string,
  params: FeedParams = {},
): Promise<ActivityFeedResponse> {
  return ctx.http.call('get', '/v3/activities/posts/hashtag/{hashtag}', {
    params: { hashtag },
    query: feedQuery(params, PAGE_SIZES.feed),
  });
}
