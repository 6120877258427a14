import type { FollowerStatisticsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v2/followers_statistics/?profile_id= */
export function getFollowerStatistics(
  ctx: ClientContext,
  profileId: string,
): Promise<FollowerStatisticsResponse> {
  return ctx.http.call('get', '/v2/followers_statistics/', { query: { profile_id: profileId } });
}
