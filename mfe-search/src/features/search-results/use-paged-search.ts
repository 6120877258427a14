import { useApi } from '@ltk/platform';
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

/** Loaded results kept for coming back (a result, then Back): the last few searches, for a few minutes. */
const KEEP_MS = 5 * 60_000;
const KEEP_SEARCHES = 6;
type Kept = Map<string, { state: PagedSearchState<unknown>; at: number }>;
/** Per api client: one page session's platform (and each test's) keeps its own. */
const keptByClient = new WeakMap<object, Kept>();

function keptFor(client: object): Kept {
  const existing = keptByClient.get(client);
  if (existing) return existing;
  const kept: Kept = new Map();
  keptByClient.set(client, kept);
  return kept;
}

function keptResults<H>(kept: Kept, key: string): PagedSearchState<H> | undefined {
  const entry = kept.get(key);
  if (!entry || Date.now() - entry.at > KEEP_MS) return undefined;
  return entry.state as PagedSearchState<H>;
}

function keepResults(kept: Kept, key: string, state: PagedSearchState<unknown>): void {
  kept.delete(key);
  kept.set(key, { state, at: Date.now() });
  for (const oldest of kept.keys()) {
    if (kept.size <= KEEP_SEARCHES) break;
    kept.delete(oldest);
  }
}

async function retryOnce<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch {
    return task();
  }
}

/**
 * One search type's results: idle/pending/error, one request at a time (the latest queued runs next),
 * a failed search is retried once and then clears the results. With `keepAs`, the loaded pages of the query
 * are kept for a few minutes and shown again at once when the results mount again (Back from a result).
 */
export function usePagedSearch<H>(
  query: string,
  fetchPage: FetchSearchPage<H>,
  mode: 'hits' | 'pages',
  keepAs?: string,
) {
  const kept = keptFor(useApi());
  const keepKey = keepAs && query ? `${keepAs}\n${query}` : undefined;
  const [restored] = useState(() => (keepKey ? keptResults<H>(kept, keepKey) : undefined));
  const [state, setState] = useState<PagedSearchState<H>>(() => restored ?? initialSearchState<H>(query));
  const skipFirstLoad = useRef(restored !== undefined);
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
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      return;
    }
    if (query) void load(query, 0);
    else setState(initialSearchState<H>(''));
  }, [query, load]);

  useEffect(() => {
    if (keepKey && state.status === 'idle' && state.page >= 0 && state.query === query)
      keepResults(kept, keepKey, state);
  }, [kept, keepKey, query, state]);

  const hasMore = hasMoreResults(state, mode);
  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (current.status !== 'idle' || !hasMoreResults(current, mode)) return;
    void load(current.query, current.page + 1);
  }, [load, mode]);
  const retry = useCallback(() => void load(query, 0), [load, query]);

  return { state, hasMore, loadMore, retry };
}
