import { shopSearchTerm } from './shop-search-names';
import { isEmptyShopSearch, nextShopSearchPage, orderShopHits } from './shop-search-rules';

const hit = (objectId: string, pinnedAt: string | null = null) => ({ objectId, pinnedAt });

describe('shop search rules', () => {
  it.each([
    [{ page: 0, nbPages: 3 }, 1],
    [{ page: 1, nbPages: 3 }, 2],
    [{ page: 2, nbPages: 3 }, 0],
    [{ page: 0, nbPages: 1 }, 0],
    [{ page: 0, nbPages: 0 }, 0],
  ])('after %o the next page is %d (0: none left)', (meta, next) => {
    expect(nextShopSearchPage(meta)).toBe(next);
  });

  it('an all-zero answer is an empty search; a page past the end of a non-empty one is not', () => {
    expect(isEmptyShopSearch({ hits: [], nbHits: 0, nbPages: 0, page: 0 })).toBe(true);
    expect(isEmptyShopSearch({ hits: [], nbHits: 40, nbPages: 2, page: 2 })).toBe(false);
  });

  it('pinned posts among the first three hits go first, latest pin first', () => {
    const result = orderShopHits(
      [hit('a'), hit('b', '2026-01-01T00:00:00Z'), hit('c', '2026-03-01T00:00:00Z'), hit('d')],
      0,
    );
    expect(result).toEqual({ ids: ['c', 'b', 'a', 'd'], pinned: ['c', 'b'] });
  });

  it('a pin beyond the first three hits, or on a later page, is ignored', () => {
    const hits = [hit('a'), hit('b'), hit('c'), hit('d', '2026-03-01T00:00:00Z')];
    expect(orderShopHits(hits, 0)).toEqual({ ids: ['a', 'b', 'c', 'd'], pinned: [] });
    expect(orderShopHits([hit('e', '2026-03-01T00:00:00Z'), hit('f')], 1)).toEqual({
      ids: ['e', 'f'],
      pinned: [],
    });
  });

  it('the term is trimmed; blank means no search', () => {
    expect(shopSearchTerm('  knit  ')).toBe('knit');
    expect(shopSearchTerm('   ')).toBe('');
  });
});
