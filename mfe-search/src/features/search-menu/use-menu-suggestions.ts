import { useRead } from '@ltk/store';
import type { CreatorSuggestion } from './build-menu-sections';
import { popularCreators, typedSuggestions } from './suggestion-reads';

const NO_CREATORS: CreatorSuggestion[] = [];
const NO_TERMS: string[] = [];

/**
 * Popular Creators (3 profile recommendations, read once the menu opens without creator history)
 * and, for a typed query, Related Searches and Suggested Creators (3 each). A failed read shows none.
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
  const popular = useRead(popularCreators, enabled && needPopularCreators ? 'popular' : null);
  const typed = useRead(typedSuggestions, enabled && query ? query : null);
  return {
    popularCreators: popular.data ?? NO_CREATORS,
    relatedSearches: typed.data?.related ?? NO_TERMS,
    suggestedCreators: typed.data?.creators ?? NO_CREATORS,
  };
}
