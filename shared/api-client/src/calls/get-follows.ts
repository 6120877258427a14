import { PAGE_SIZES, type FollowsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

export interface GetFollowsParams {
  profileIds?: readonly string[];
  beforeId?: number;
  afterId?: number;
  excludes?: readonly string[];
  limit?: number;
}

/** GET /v2/follows/ (logged in). */
export function getFollows(ctx: ClientContext, params: GetFollowsParams = {}): Promise<FollowsResponse> {
  return ctx.http.call('get', '/v2/follows/', {
    query: {
      profile_ids: params.profileIds,
      before_id: params.beforeId,
      after_id: params.afterId,
      excludes: params.excludes,
      limit: params.limit ?? PAGE_SIZES.follows,
    },
  });
}
