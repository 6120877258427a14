import type { SearchType } from '@ltk/contracts';
import type { CreatorOption, MenuSection, TermOption } from './menu-options';
import { nonEmptySections } from './menu-options';
import type { SearchHistoryEntry } from './search-history';

export type CreatorSuggestion = { profileId: string; displayName: string; avatarUrl?: string };

export type MenuInputs = {
  query: string;
  recentSearches: readonly SearchHistoryEntry[];
  recentCreators: readonly SearchHistoryEntry[];
  popularSearches: readonly string[];
  popularCreators: readonly CreatorSuggestion[];
  relatedSearches: readonly string[];
  suggestedCreators: readonly CreatorSuggestion[];
  /** Type a typed or popular term searches with (the current results tab, else post). */
  type: SearchType;
};

const term = (section: string, query: string, type: SearchType): TermOption => ({
  kind: 'term',
  key: `${section}:${query.toLowerCase()}`,
  query,
  type,
});

const creator = (section: string, c: CreatorSuggestion): CreatorOption => ({
  kind: 'creator',
  key: `${section}:${c.profileId}`,
  profileId: c.profileId,
  displayName: c.displayName,
  avatarUrl: c.avatarUrl,
});

/** Before typing: Recent Searches or Popular Searches, Recent Creators or Popular Creators; once typed: Related Searches and Suggested Creators. */
export function buildMenuSections(input: MenuInputs): MenuSection[] {
  if (input.query) {
    return nonEmptySections([
      { key: 'relatedSearches', options: input.relatedSearches.map((q) => term('related', q, input.type)) },
      { key: 'suggestedCreators', options: input.suggestedCreators.map((c) => creator('suggested', c)) },
    ]);
  }
  const searches: MenuSection =
    input.recentSearches.length > 0
      ? { key: 'recentSearches', options: input.recentSearches.map((e) => term('recent', e.query, e.type)) }
      : { key: 'popularSearches', options: input.popularSearches.map((q) => term('popular', q, input.type)) };
  const creators: MenuSection =
    input.recentCreators.length > 0
      ? {
          key: 'recentCreators',
          options: input.recentCreators.map((e) =>
            creator('recent', { profileId: e.id, displayName: e.query, avatarUrl: e.avatarUrl }),
          ),
        }
      : { key: 'popularCreators', options: input.popularCreators.map((c) => creator('popular', c)) };
  return nonEmptySections([searches, creators]);
}
