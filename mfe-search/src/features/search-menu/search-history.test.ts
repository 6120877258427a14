import { addSearchHistoryEntry, parseSearchHistory, type SearchHistoryEntry } from './search-history';

const term = (query: string): SearchHistoryEntry => ({ id: query.toLowerCase(), query, type: 'post' });

describe('parseSearchHistory', () => {
  it('ignores malformed JSON with a warning', () => {
    const warn = jest.fn();
    expect(parseSearchHistory('{not json', warn)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('ignores a non-array value without warning', () => {
    const warn = jest.fn();
    expect(parseSearchHistory(JSON.stringify({ query: 'jeans' }), warn)).toEqual([]);
    expect(parseSearchHistory('"jeans"', warn)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps only the first 3 valid entries', () => {
    const stored = [term('a'), { bogus: true }, term('b'), term('c'), term('d')];
    expect(parseSearchHistory(JSON.stringify(stored)).map((e) => e.query)).toEqual(['a', 'b', 'c']);
  });

  it('returns nothing for missing storage', () => {
    expect(parseSearchHistory(null)).toEqual([]);
  });
});

describe('addSearchHistoryEntry', () => {
  it('puts the newest first and keeps at most 3', () => {
    const history = [term('jeans'), term('boots'), term('bags')];
    expect(addSearchHistoryEntry(history, term('dresses'), 'en').map((e) => e.query)).toEqual([
      'dresses',
      'jeans',
      'boots',
    ]);
  });

  it('de-duplicates the same query case-insensitively, moving it to the front', () => {
    const history = [term('jeans'), term('Boots')];
    const next = addSearchHistoryEntry(history, { id: 'x', query: 'BOOTS', type: 'post' }, 'en');
    expect(next.map((e) => e.query)).toEqual(['BOOTS', 'jeans']);
  });

  it('de-duplicates by id (a creator renamed keeps one entry)', () => {
    const creator: SearchHistoryEntry = { id: 'p1', query: 'Old Name', type: 'profile' };
    const next = addSearchHistoryEntry([creator], { id: 'p1', query: 'NewName', type: 'profile' }, 'en');
    expect(next).toEqual([{ id: 'p1', query: 'NewName', type: 'profile' }]);
  });

  it('does not treat accented terms as the same', () => {
    const next = addSearchHistoryEntry([term('resume')], term('résumé'), 'fr');
    expect(next).toHaveLength(2);
  });
});
