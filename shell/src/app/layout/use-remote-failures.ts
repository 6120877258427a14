import { useSyncExternalStore } from 'react';
import type { RemoteProblem } from '../federation/remote-problem';
import type { RemoteFailures } from '../spa/remote-failures';

/** The failed remotes and why, re-rendering on change. */
export function useRemoteFailures(failures: RemoteFailures): ReadonlyMap<string, RemoteProblem | null> {
  return useSyncExternalStore(failures.subscribe, failures.snapshot, failures.snapshot);
}
