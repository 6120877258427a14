import { selectIsLoggedIn, useAppSelector, useRead } from '@ltk/store';
import type { CreatorSuggestion } from './build-menu-sections';
import { popularCreators, typedSuggestions } from './suggestion-reads';

const NO_CREATORS: CreatorSuggestion[] = [];
const NO_TERMS: string[] = [];

/**
 * Popular Creators (3 profile recommendations, read once the menu opens without creator history, and only for a
 * logged-in shopper: spec section 6, recommended profiles only when logged in; an anonymous visitor's menu shows
 * Recent Creators from this browser's history, or no creator section) and, for a typed query, Related Searches
 * and Suggested Creators (3 each). A failed read shows none.
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
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const popular = useRead(popularCreators, enabled && needPopularCreators && loggedIn ? 'popular' : null);
  const typed = useRead(typedSuggestions, enabled && query ? query : null);
  return {
    popularCreators: (loggedIn && popular.data) || NO_CREATORS,
    relatedSearches: typed.data?.related ?? NO_TERMS,
    suggestedCreators: typed.data?.creators ?? NO_CREATORS,
  };
}
