import type { SearchType } from '@ltk/contracts';

export type TermOption = { kind: 'term'; key: string; query: string; type: SearchType };
export type CreatorOption = {
  kind: 'creator';
  key: string;
  profileId: string;
  displayName: string;
  avatarUrl?: string;
};
export type MenuOption = TermOption | CreatorOption;

type MenuSectionKey =
  | 'recentSearches'
  | 'popularSearches'
  | 'recentCreators'
  | 'popularCreators'
  | 'relatedSearches'
  | 'suggestedCreators';

export type MenuSection = { key: MenuSectionKey; options: MenuOption[] };

/** Sections in display order, without empty ones. */
export function nonEmptySections(sections: readonly MenuSection[]): MenuSection[] {
  return sections.filter((section) => section.options.length > 0);
}

export function flattenOptions(sections: readonly MenuSection[]): MenuOption[] {
  return sections.flatMap((section) => section.options);
}

/** Next active index for ArrowDown/ArrowUp, wrapping around; -1 means the input itself. */
export function moveActiveIndex(current: number, delta: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return delta === 1 ? 0 : count - 1;
  const next = current + delta;
  if (next < 0 || next >= count) return -1;
  return next;
}
