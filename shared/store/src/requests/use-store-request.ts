import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { loadOnce, type LoadFn } from './load-once';
import type { RequestState } from './requests-slice';

export interface StoreRequest {
  /** 'idle' while `key` is null or before the first dispatch. */
  status: RequestState['status'];
  error?: RequestState['error'];
  /** Loads the same key again, even if fresh. */
  retry: () => void;
}

const IDLE: RequestState = { status: 'idle' };

/**
 * The one way a component reads server data: `load` (a thunk body that dispatches the data into a slice) runs
 * when `key` changes and is not fresh; the component selects the data from its slice and the fetch state from
 * here. `null` key: nothing to load (invalid params, logged out).
 */
export function useStoreRequest(key: string | null, load: LoadFn): StoreRequest {
  const dispatch = useAppDispatch();
  const loadRef = useRef(load);
  loadRef.current = load;
  const request = useAppSelector((state) => (key === null ? IDLE : (state.requests[key] ?? IDLE)));
  // A read forgotten while shown (out of date) loads again.
  const forgotten = request === IDLE;
  useEffect(() => {
    if (key === null) return;
    void dispatch(loadOnce({ key, load: (api) => loadRef.current(api) }));
  }, [dispatch, key, forgotten]);
  const retry = useCallback(() => {
    if (key !== null) void dispatch(loadOnce({ key, load: (api) => loadRef.current(api), force: true }));
  }, [dispatch, key]);
  return { status: request.status, error: request.error, retry };
}
