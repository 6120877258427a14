import type { EventBus } from '@ltk/event-bus';
import type { ProblemContext } from '../federation/diagnose-remote';
import type { VersionMismatch } from '../federation/remote-problem';
import type { RemoteFailures } from './remote-failures';

// The words that name a problem load only once something failed: a normal visit does not download them.
const diagnose = () => import(/* webpackChunkName: "remote-failure" */ '../federation/diagnose-remote');

/**
 * Where the shell reports what keeps a remote from showing. A failed remote's region falls back at once; then the
 * console, an analytics error event and (with overrides enabled) the fallback name the cause.
 */
export interface RemoteProblems {
  fail(remote: string, error: unknown, phase: 'load' | 'mount'): Promise<void>;
  /** A shared version outside a remote's range (shared-version-plugin.ts): a warning naming the remote. */
  mismatch(mismatch: VersionMismatch): Promise<void>;
  context: ProblemContext;
}

/** `failures` null: a parcel's problems (its slot just stays empty). */
export function createRemoteProblems(
  failures: RemoteFailures | null,
  bus: EventBus | null = null,
): RemoteProblems {
  const context: ProblemContext = { failures, mismatches: [], bus };
  const report = (name: 'reportFailure' | 'reportMismatch', ...args: unknown[]) =>
    diagnose().then(
      (m) => (m[name] as (context: ProblemContext, ...rest: unknown[]) => void)(context, ...args),
      () => console.error('[shell] remote problem', ...args),
    );
  return {
    context,
    fail(remote, error, phase) {
      failures?.fail(remote, null);
      return report('reportFailure', remote, error, phase);
    },
    mismatch: (mismatch) => report('reportMismatch', mismatch),
  };
}
