import { PAGE_SIZES } from '@ltk/contracts';
import { logger } from '@ltk/contracts/log';
import { defineRead } from '@ltk/store';
import { readSuggestions } from './read-suggestions';
import {
  popularCreatorsReceived,
  searchMenuSlice,
  selectPopularCreators,
  selectTypedSuggestions,
  suggestionsReceived,
} from './search-menu-slice';
import { fromRecommendedProfile, isPresent } from './to-creator-suggestion';

/** A failed suggestion read is logged and shows nothing (the menu still has history and popular searches). */
const warned = (message: string) => (error: unknown) => {
  logger.warn(message, error);
  throw error;
};

/** Popular Creators: 3 profile recommendations (GET /v1/recommendations/ltk_profile_recommendations/). */
export const popularCreators = defineRead({
  owner: searchMenuSlice,
  name: 'popular-creators',
  args: () => String(PAGE_SIZES.recommendedProfiles),
  load: (_: 'popular', { dispatch, extra }) =>
    extra.api
      .getProfileRecommendations({ limit: PAGE_SIZES.recommendedProfiles })
      .then(
        (response) =>
          dispatch(
            popularCreatorsReceived(response.recommendations.map(fromRecommendedProfile).filter(isPresent)),
          ),
        warned('Error fetching popular creators'),
      ),
  select: (state) => selectPopularCreators(state),
});

/** Related Searches and Suggested Creators of a typed query, 3 each (GET /v2/suggestions/global/). */
export const typedSuggestions = defineRead({
  owner: searchMenuSlice,
  name: 'suggestions',
  args: (query: string) => query,
  load: (query, { dispatch, extra }) =>
    extra.api
      .getSuggestions({ query, limit: PAGE_SIZES.suggestions })
      .then(
        (response) => dispatch(suggestionsReceived({ query, ...readSuggestions(response) })),
        warned('Error fetching search suggestions'),
      ),
  select: selectTypedSuggestions,
});
