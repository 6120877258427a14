import { PAGE_SIZES, type RecommendedProfilesResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v2/recommended_profiles/ (limit 3): creators recommended to the signed-in shopper. */
export function getRecommendedProfiles(
  ctx: ClientContext,
  params: { limit?: number } = {},
): Promise<RecommendedProfilesResponse> {
  return ctx.http.call('get', '/v2/recommended_profiles/', {
    query: { limit: params.limit ?? PAGE_SIZES.recommendedProfiles },
  });
}
