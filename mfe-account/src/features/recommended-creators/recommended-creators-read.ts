import { PAGE_SIZES } from '@ltk/contracts';
import { defineRead, READ_TAGS } from '@ltk/store';
import {
  recommendedCreatorsReceived,
  recommendedCreatorsSlice,
  selectRecommendedCreators,
} from './recommended-creators-slice';

/**
 * GET /v2/recommended_profiles/?limit=3 for the signed-in shopper (section 6: only when logged in; the args are the
 * user id, null logged out). Tagged: a like change loads it again where it is shown (section 4).
 */
export const recommendedCreators = defineRead({
  owner: recommendedCreatorsSlice,
  name: 'recommended-profiles',
  args: (userId: string) => userId,
  tags: [READ_TAGS.recommendedProfiles],
  load: async (_userId, { dispatch, extra }) => {
    const { profiles } = await extra.api.getRecommendedProfiles({ limit: PAGE_SIZES.recommendedProfiles });
    dispatch(recommendedCreatorsReceived(profiles));
  },
  select: (state) => selectRecommendedCreators(state),
});
