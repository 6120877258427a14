import { useSyncExternalStore } from 'react';
import type { RemoteFailures } from '../spa/remote-failures';

/** The set of failed remotes, re-rendering on change. */
export function useRemoteFailures(failures: RemoteFailures): ReadonlySet<string> {
  return useSyncExternalStore(failures.subscribe, failures.snapshot, failures.snapshot);
}
