import type { RemoteProblem } from '../federation/remote-problem';

/** Which regions currently show their fallback, and why; the layout subscribes to it. */
export interface RemoteFailures {
  /** Marks the region failed; `problem` (once diagnosed) says why. */
  fail: (name: string, problem: RemoteProblem | null) => void;
  recover: (name: string) => void;
  has: (name: string) => boolean;
  snapshot: () => ReadonlyMap<string, RemoteProblem | null>;
  subscribe: (listener: () => void) => () => void;
}

export function createRemoteFailures(): RemoteFailures {
  let failed: ReadonlyMap<string, RemoteProblem | null> = new Map();
  const listeners = new Set<() => void>();
  const set = (next: Map<string, RemoteProblem | null>) => {
    failed = next;
    for (const listener of listeners) listener();
  };
  return {
    fail(name, problem) {
      if (!failed.has(name) || failed.get(name) !== problem) set(new Map([...failed, [name, problem]]));
    },
    recover(name) {
      if (failed.has(name)) set(new Map([...failed].filter(([n]) => n !== name)));
    },
    has: (name) => failed.has(name),
    snapshot: () => failed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
