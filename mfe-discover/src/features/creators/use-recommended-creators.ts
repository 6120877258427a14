import type { RecommendedProfile } from '@ltk/contracts';
import {
  injectSlices,
  RECOMMENDED_PROFILES_REQUEST,
  useAppSelector,
  useStoreRequest,
  type LoadFn,
} from '@ltk/store';
import type { LoadError } from '../../lib/load-page-error';
import { creatorsSlice, recommendationsReceived, selectRecommendations } from './creators-slice';

export type RecommendedCreatorsView =
  | { status: 'pending'; creators?: undefined; error?: undefined }
  | { status: 'success'; creators: RecommendedProfile[]; error?: undefined }
  | { status: 'error'; creators?: undefined; error: LoadError };

/** GET /v1/recommendations/ltk_profile_recommendations/?limit= into the creators slice. */
function loadRecommendations(limit: number): LoadFn {
  return async ({ dispatch, extra }) => {
    injectSlices({ dispatch }, creatorsSlice);
    const { recommendations } = await extra.api.getProfileRecommendations({ limit });
    dispatch(recommendationsReceived({ limit, recommendations }));
  };
}

/** Recommended creators (most-followed first), `limit` of them, from the store (fresh for 5 minutes). */
export function useRecommendedCreators(limit: number): RecommendedCreatorsView & { retry: () => void } {
  const request = useStoreRequest(`${RECOMMENDED_PROFILES_REQUEST}:${limit}`, loadRecommendations(limit));
  const creators = useAppSelector((state) => selectRecommendations(state, limit));
  const { retry } = request;
  if (creators) return { status: 'success', creators, retry };
  if (request.status === 'failed')
    return { status: 'error', error: request.error ?? { status: 500, message: '' }, retry };
  return { status: 'pending', retry };
}
