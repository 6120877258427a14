import { applySearchPage, hasMoreResults, initialSearchState } from './paged-search-state';

const meta = (page: number, nbPages: number, nbHits: number) => ({ page, nbPages, nbHits });

it('replaces on a new query and appends the next page of the same query', () => {
  let state = applySearchPage(initialSearchState<string>('a'), 'a', {
    hits: ['1', '2'],
    meta: meta(0, 2, 4),
  });
  state = applySearchPage(state, 'a', { hits: ['3', '4'], meta: meta(1, 2, 4) });
  expect(state.hits).toEqual(['1', '2', '3', '4']);
  state = applySearchPage(state, 'b', { hits: ['9'], meta: meta(0, 1, 1) });
  expect(state.hits).toEqual(['9']);
});

it('stops when every hit is loaded (posts) or at the last page (profiles)', () => {
  const partial = applySearchPage(initialSearchState<string>('a'), 'a', { hits: ['1'], meta: meta(0, 3, 3) });
  expect(hasMoreResults(partial, 'hits')).toBe(true);
  expect(hasMoreResults(partial, 'pages')).toBe(true);
  const last = applySearchPage(partial, 'a', { hits: ['2', '3'], meta: meta(2, 3, 3) });
  expect(hasMoreResults(last, 'hits')).toBe(false);
  expect(hasMoreResults(last, 'pages')).toBe(false);
  expect(hasMoreResults(initialSearchState(''), 'hits')).toBe(false);
});
