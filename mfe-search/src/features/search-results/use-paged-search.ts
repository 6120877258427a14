import { useCallback, useEffect, useRef, useState } from 'react';
import { createLatestQueue } from '../../lib/latest-queue';
import {
  applySearchPage,
  hasMoreResults,
  initialSearchState,
  type PagedSearchState,
  type SearchPage,
} from './paged-search-state';

export type FetchSearchPage<H> = (query: string, page: number) => Promise<SearchPage<H>>;

async function retryOnce<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch {
    return task();
  }
}

/**
 * One search type's results: idle/pending/error, one request at a time (the latest queued runs next),
 * a failed search is retried once and then clears the results.
 */
export function usePagedSearch<H>(query: string, fetchPage: FetchSearchPage<H>, mode: 'hits' | 'pages') {
  const [state, setState] = useState<PagedSearchState<H>>(() => initialSearchState<H>(query));
  const queue = useRef(createLatestQueue());
  const stateRef = useRef(state);
  stateRef.current = state;

  const load = useCallback(
    (q: string, page: number) =>
      queue.current.run(async () => {
        setState((s) =>
          page === 0 ? { ...initialSearchState<H>(q), status: 'pending' } : { ...s, status: 'pending' },
        );
        try {
          const result = await retryOnce(() => fetchPage(q, page));
          setState((s) => applySearchPage(s, q, result));
        } catch (error) {
          console.error('Search failed', error);
          setState({ ...initialSearchState<H>(q), status: 'error' });
        }
      }),
    [fetchPage],
  );

  useEffect(() => {
    if (query) void load(query, 0);
    else setState(initialSearchState<H>(''));
  }, [query, load]);

  const hasMore = hasMoreResults(state, mode);
  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (current.status !== 'idle' || !hasMoreResults(current, mode)) return;
    void load(current.query, current.page + 1);
  }, [load, mode]);
  const retry = useCallback(() => void load(query, 0), [load, query]);

  return { state, hasMore, loadMore, retry };
}
