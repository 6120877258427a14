import { buildMenuSections, type MenuInputs } from './build-menu-sections';

const base: MenuInputs = {
  query: '',
  recentSearches: [],
  recentCreators: [],
  popularSearches: ['jeans', 'boots', 'bags'],
  popularCreators: [{ profileId: 'p1', displayName: 'Ana' }],
  relatedSearches: ['jeans skinny'],
  suggestedCreators: [{ profileId: 'p2', displayName: 'Jeanne' }],
  type: 'post',
};

it('shows popular searches and creators without history', () => {
  expect(buildMenuSections(base).map((s) => s.key)).toEqual(['popularSearches', 'popularCreators']);
});

it('shows recent searches and creators when there is history', () => {
  const sections = buildMenuSections({
    ...base,
    recentSearches: [{ id: 'x', query: 'x', type: 'profile' }],
    recentCreators: [{ id: 'p9', query: 'Zoe', type: 'profile' }],
  });
  expect(sections.map((s) => s.key)).toEqual(['recentSearches', 'recentCreators']);
  expect(sections[0]?.options[0]).toMatchObject({ kind: 'term', query: 'x', type: 'profile' });
  expect(sections[1]?.options[0]).toMatchObject({ kind: 'creator', profileId: 'p9', displayName: 'Zoe' });
});

it('shows related searches and suggested creators once typed, dropping empty sections', () => {
  expect(buildMenuSections({ ...base, query: 'jea' }).map((s) => s.key)).toEqual([
    'relatedSearches',
    'suggestedCreators',
  ]);
  expect(buildMenuSections({ ...base, query: 'jea', suggestedCreators: [] }).map((s) => s.key)).toEqual([
    'relatedSearches',
  ]);
});
