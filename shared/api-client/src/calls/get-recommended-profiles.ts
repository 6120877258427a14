import { PAGE_SIZES, type RecommendedProfilesResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v2/recommended_profiles/ (default 3). */
export function getRecommendedProfiles(
  ctx: ClientContext,
  params: { limit?: number } = {},
): Promise<RecommendedProfilesResponse> {
  return ctx.http.request('GET', '/v2/recommended_profiles/', {
    query: { limit: params.limit ?? PAGE_SIZES.recommendedProfiles },
  });
}
