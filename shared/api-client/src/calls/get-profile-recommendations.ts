import { PAGE_SIZES, type ProfileRecommendationsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v1/recommendations/ltk_profile_recommendations/ (30 default; 3 for the search box). */
export function getProfileRecommendations(
  ctx: ClientContext,
  params: { limit?: number } = {},
): Promise<ProfileRecommendationsResponse> {
  return ctx.http.call('get', '/v1/recommendations/ltk_profile_recommendations/', {
    query: { limit: params.limit ?? PAGE_SIZES.recommendations },
  });
}
