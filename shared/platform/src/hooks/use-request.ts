import { useCallback, useEffect, useRef, useState } from 'react';

export type RequestState<T> =
  { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs `load` whenever `key` changes (nothing while `key` is null) and tracks its state;
 * answers of superseded keys are dropped. `retry` runs the current key again.
 */
export function useRequest<T>(
  key: string | null,
  load: () => Promise<T>,
): RequestState<T> & { retry: () => void } {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; attempt: number; value: RequestState<T> }>({
    key,
    attempt,
    value: { status: 'pending' },
  });

  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    setState({ key, attempt, value: { status: 'pending' } });
    loadRef.current().then(
      (data) => current && setState({ key, attempt, value: { status: 'success', data } }),
      (error: unknown) => current && setState({ key, attempt, value: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const value: RequestState<T> =
    state.key === key && state.attempt === attempt ? state.value : { status: 'pending' };
  return { ...value, retry };
}
