import type { RecommendedProfile } from '@ltk/contracts';
import { defineRead, READ_TAGS, useRead } from '@ltk/store';
import type { LoadError } from '@ltk/platform/load-page-error';
import { creatorsSlice, recommendationsReceived, selectRecommendations } from './creators-slice';

export type RecommendedCreatorsView =
  | { status: 'pending'; creators?: undefined; error?: undefined }
  | { status: 'success'; creators: RecommendedProfile[]; error?: undefined }
  | { status: 'error'; creators?: undefined; error: LoadError };

/** GET /v1/recommendations/ltk_profile_recommendations/?limit= into the creators slice; again after a like change. */
const recommendedCreators = defineRead({
  owner: creatorsSlice,
  name: 'recommended-creators',
  args: (limit: number) => String(limit),
  tags: [READ_TAGS.recommendedProfiles],
  load: async (limit, { dispatch, extra }) => {
    const { recommendations } = await extra.api.getProfileRecommendations({ limit });
    dispatch(recommendationsReceived({ limit, recommendations }));
  },
  select: selectRecommendations,
});

/** Recommended creators (most-followed first), `limit` of them, from the store (fresh for 5 minutes). */
export function useRecommendedCreators(limit: number): RecommendedCreatorsView & { retry: () => void } {
  const request = useRead(recommendedCreators, limit);
  const { data: creators, retry } = request;
  if (creators) return { status: 'success', creators, retry };
  if (request.status === 'failed')
    return { status: 'error', error: request.error ?? { status: 500, message: '' }, retry };
  return { status: 'pending', retry };
}
