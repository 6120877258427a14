import { useCallback, useEffect, useRef, useState } from 'react';

export type FavoritesPage<T> = { items: T[]; next: string | null };

export type PagedFavoritesState<T> = {
  status: 'pending' | 'idle' | 'error';
  items: T[];
  next: string | null;
  loaded: boolean;
};

/**
 * One paged favorites list (liked posts, wished products): the first page on mount, the next on `loadMore`, one
 * request at a time; `remove` takes an item out at once and puts it back if `undo` is asked for.
 */
export function usePagedFavorites<T>(
  loadPage: (next: string | null) => Promise<FavoritesPage<T>>,
  keyOf: (item: T) => string,
  errorMessage: string,
) {
  const [state, setState] = useState<PagedFavoritesState<T>>({
    status: 'pending',
    items: [],
    next: null,
    loaded: false,
  });
  const busy = useRef(false);
  const loadRef = useRef(loadPage);
  loadRef.current = loadPage;

  const load = useCallback(
    async (next: string | null) => {
      if (busy.current) return;
      busy.current = true;
      setState((s) => ({ ...s, status: 'pending' }));
      try {
        const page = await loadRef.current(next);
        setState((s) => ({
          status: 'idle',
          items: next ? [...s.items, ...page.items] : page.items,
          next: page.next,
          loaded: true,
        }));
      } catch (error) {
        console.error(errorMessage, error);
        setState((s) => ({ ...s, status: 'error', loaded: true }));
      } finally {
        busy.current = false;
      }
    },
    [errorMessage],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  const removeLocally = useCallback(
    (target: T) => {
      const key = keyOf(target);
      setState((s) => ({ ...s, items: s.items.filter((item) => keyOf(item) !== key) }));
      return () =>
        setState((s) => ({
          ...s,
          items: s.items.some((item) => keyOf(item) === key) ? s.items : [target, ...s.items],
        }));
    },
    [keyOf],
  );

  return {
    state,
    empty: state.loaded && state.status === 'idle' && state.items.length === 0,
    hasMore: state.next !== null,
    loadMore: () => (state.next ? void load(state.next) : undefined),
    retry: () => void load(null),
    removeLocally,
  };
}
