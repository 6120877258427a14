import type { SuggestionsResponse } from '@ltk/contracts';
import type { CreatorSuggestion } from './build-menu-sections';
import { fromProfileHit, isPresent } from './to-creator-suggestion';

/** Related terms (hits of any type but profile) and suggested creators (profile hits) of GET /v2/suggestions/global/. */
export function readSuggestions(response: SuggestionsResponse): {
  related: string[];
  creators: CreatorSuggestion[];
} {
  const hits = response.data.hits;
  return {
    related: [...new Set(hits.filter((hit) => hit.type !== 'profile' && hit.query).map((hit) => hit.query))],
    creators: hits
      .filter((hit) => hit.type === 'profile')
      .map(fromProfileHit)
      .filter(isPresent),
  };
}
