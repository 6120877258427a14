import type { SearchMeta } from '@ltk/contracts';

export type SearchPage<H> = { hits: H[]; meta: SearchMeta };

export type PagedSearchState<H> = {
  query: string;
  status: 'idle' | 'pending' | 'error';
  hits: H[];
  /** Last loaded page (0-based), -1 before the first. */
  page: number;
  nbPages: number;
  nbHits: number;
};

export const initialSearchState = <H>(query = ''): PagedSearchState<H> => ({
  query,
  status: 'idle',
  hits: [],
  page: -1,
  nbPages: 0,
  nbHits: 0,
});

/** Same query appends the next page; a new query replaces the results. */
export function applySearchPage<H>(
  state: PagedSearchState<H>,
  query: string,
  result: SearchPage<H>,
): PagedSearchState<H> {
  const append = state.query === query && result.meta.page > 0;
  return {
    query,
    status: 'idle',
    hits: append ? [...state.hits, ...result.hits] : result.hits,
    page: result.meta.page,
    nbPages: result.meta.nbPages,
    nbHits: result.meta.nbHits,
  };
}

/** Post search stops once every hit is loaded; profile-style search pages while page < nbPages - 1. */
export function hasMoreResults(state: PagedSearchState<unknown>, mode: 'hits' | 'pages'): boolean {
  if (state.page < 0) return false;
  if (mode === 'pages') return state.page < state.nbPages - 1;
  return state.hits.length < state.nbHits && state.page < state.nbPages - 1;
}
