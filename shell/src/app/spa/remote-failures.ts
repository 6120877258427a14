/** Which regions currently show their fallback; the layout subscribes to it. */
export interface RemoteFailures {
  fail: (name: string, error: unknown) => void;
  recover: (name: string) => void;
  has: (name: string) => boolean;
  snapshot: () => ReadonlySet<string>;
  subscribe: (listener: () => void) => () => void;
}

export function createRemoteFailures(): RemoteFailures {
  let failed: ReadonlySet<string> = new Set();
  const listeners = new Set<() => void>();
  const set = (next: Set<string>) => {
    failed = next;
    for (const listener of listeners) listener();
  };
  return {
    fail(name) {
      if (!failed.has(name)) set(new Set([...failed, name]));
    },
    recover(name) {
      if (failed.has(name)) set(new Set([...failed].filter((n) => n !== name)));
    },
    has: (name) => failed.has(name),
    snapshot: () => failed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
