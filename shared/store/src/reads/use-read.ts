import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { loadOnce } from '../requests/load-once';
import type { RequestState } from '../requests/requests-slice';
import type { ReadDefinition } from './define-read';

export interface ReadView<D> {
  /** 'idle' while the args are null; 'pending' until the first answer. */
  status: RequestState['status'];
  error?: RequestState['error'];
  /** The read's data from its owning slice (undefined until loaded, or when args are null). */
  data: D | undefined;
  /** Loads the same read again, even if fresh. */
  retry: () => void;
}

const IDLE: RequestState = { status: 'idle' };
const PENDING: RequestState = { status: 'pending' };

/**
 * The one way a component reads keyed server data: loads `read` for `args` when they change and it is not fresh
 * (or was invalidated), and selects its data and fetch state. `null` args: nothing to load (invalid params,
 * logged out).
 */
export function useRead<A, D>(read: ReadDefinition<A, D>, args: A | null): ReadView<D> {
  const dispatch = useAppDispatch();
  const key = args === null ? null : read.key(args);
  const argsRef = useRef(args);
  argsRef.current = args;
  const stored = useAppSelector((state) => (key === null ? undefined : state.requests[key]));
  const data = useAppSelector((state) => (args === null ? undefined : read.select(state, args)));
  // A read invalidated while shown loads again.
  const forgotten = stored === undefined;
  const load = useCallback(
    (force: boolean) => {
      const current = argsRef.current;
      if (current === null) return;
      void dispatch(
        loadOnce({
          key: read.key(current),
          load: read.load(current),
          tags: read.tags,
          maxAgeMs: read.maxAgeMs,
          force,
        }),
      );
    },
    [dispatch, read],
  );
  useEffect(() => {
    if (key !== null) load(false);
  }, [load, key, forgotten]);
  const retry = useCallback(() => load(true), [load]);
  const request = key === null ? IDLE : (stored ?? PENDING);
  return { status: request.status, error: request.error, data, retry };
}
