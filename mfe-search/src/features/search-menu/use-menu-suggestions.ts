import { PAGE_SIZES } from '@ltk/contracts';
import { useApi } from '@ltk/platform';
import { useEffect, useState } from 'react';
import type { CreatorSuggestion } from './build-menu-sections';
import { readSuggestions } from './read-suggestions';
import { fromRecommendedProfile, isPresent } from './to-creator-suggestion';

type Suggestions = {
  popularCreators: CreatorSuggestion[];
  relatedSearches: string[];
  suggestedCreators: CreatorSuggestion[];
};

const NONE: Suggestions = { popularCreators: [], relatedSearches: [], suggestedCreators: [] };

/**
 * Popular Creators (3 profile recommendations, fetched once the menu opens without creator history)
 * and, for a typed query, Related Searches and Suggested Creators (3 each).
 */
export function useMenuSuggestions({
  query,
  enabled,
  needPopularCreators,
}: {
  query: string;
  enabled: boolean;
  needPopularCreators: boolean;
}) {
  const api = useApi();
  const [popularCreators, setPopularCreators] = useState<CreatorSuggestion[] | null>(null);
  const [typed, setTyped] = useState<({ query: string } & ReturnType<typeof readSuggestions>) | null>(null);

  const wantPopular = enabled && needPopularCreators && popularCreators === null;
  useEffect(() => {
    if (!wantPopular) return undefined;
    let live = true;
    api.getProfileRecommendations({ limit: PAGE_SIZES.recommendedProfiles }).then(
      (response) =>
        live && setPopularCreators(response.recommendations.map(fromRecommendedProfile).filter(isPresent)),
      (error: unknown) => {
        console.warn('Error fetching popular creators', error);
        if (live) setPopularCreators([]);
      },
    );
    return () => {
      live = false;
    };
  }, [api, wantPopular]);

  useEffect(() => {
    if (!enabled || !query) return undefined;
    let live = true;
    api.getSuggestions({ query, limit: PAGE_SIZES.suggestions }).then(
      (response) => live && setTyped({ query, ...readSuggestions(response) }),
      (error: unknown) => {
        console.warn('Error fetching search suggestions', error);
        if (live) setTyped({ query, related: [], creators: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [api, enabled, query]);

  if (!enabled) return NONE;
  const current = typed && typed.query === query ? typed : null;
  return {
    popularCreators: popularCreators ?? [],
    relatedSearches: current?.related ?? [],
    suggestedCreators: current?.creators ?? [],
  };
}
