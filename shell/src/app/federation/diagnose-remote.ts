// Loaded only once something failed (spa/remote-problems.ts): the words that name a remote problem.
import { REMOTE_ERROR_EVENT } from '@ltk/contracts';
import { logger } from '@ltk/contracts/log';
import type { EventBus } from '@ltk/event-bus';
import { isLifecycle, lifecyclesOf } from './check-remote-module';
import type { RemoteProblem, RemoteProblemError, VersionMismatch } from './remote-problem';

/** What a report goes to: the regions' failures (none for a parcel), the version mismatches seen, analytics. */
export interface ProblemContext {
  failures: { has(name: string): boolean; fail(name: string, problem: RemoteProblem): void } | null;
  mismatches: VersionMismatch[];
  /** Set once the platform exists (before any remote loads). */
  bus: EventBus | null;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const isProblemError = (error: unknown): error is RemoteProblemError =>
  error instanceof Error && 'kind' in error && 'id' in error;

const shapeOf = (value: unknown) => {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  const type = Array.isArray(value) ? 'array' : typeof value;
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
};

/** Names each export of a module that is not what the shell mounts (a lifecycle, or an optional one that is wrong). */
export function describeExports(id: string, module: unknown): string {
  const required = lifecyclesOf(id);
  const expected = `${id.endsWith('/app') ? 'single-spa lifecycles' : 'a single-spa parcel'} (${required.join(', ')} functions)`;
  if (typeof module !== 'object' || module === null)
    return `${id} exports ${shapeOf(module)}, not ${expected}`;
  const exports = module as Record<string, unknown>;
  const wrong = ['bootstrap', 'mount', 'unmount', 'update'].filter(
    (name) => (required.includes(name) || exports[name] !== undefined) && !isLifecycle(exports[name]),
  );
  return `${id} does not export ${expected}: ${wrong.map((name) => `${name} is ${shapeOf(exports[name])}`).join(', ')}`;
}

export const describeMismatch = ({ remote, pkg, required, provided }: VersionMismatch): RemoteProblem => ({
  remote,
  cause: 'version',
  message: `${remote} requires ${pkg} ${required}, the shell provides ${provided}`,
});

/**
 * The problem behind an error of `remote`: the load or export failure it carries, else a load failure (while
 * loading) or a mount failure, named a version problem when the remote got shared versions outside its ranges.
 */
export function describeFailure(
  remote: string,
  error: unknown,
  phase: 'load' | 'mount',
  mismatches: readonly VersionMismatch[],
): RemoteProblem {
  if (isProblemError(error))
    return error.kind === 'export'
      ? { remote, cause: 'export', message: describeExports(error.id, error.detail) }
      : { remote, cause: 'load', message: `${error.id} could not be loaded: ${messageOf(error.detail)}` };
  if (phase === 'load')
    return { remote, cause: 'load', message: `${remote} could not be loaded: ${messageOf(error)}` };
  if (mismatches.length > 0)
    return {
      remote,
      cause: 'version',
      message: `${remote} failed to mount (${messageOf(error)}) with shared versions outside its ranges: ${mismatches.map((m) => describeMismatch(m).message).join('; ')}`,
    };
  return { remote, cause: 'mount', message: `${remote} failed to mount: ${messageOf(error)}` };
}

/** Says what went wrong in the console, naming the remote and the cause. */
export function logRemoteProblem(problem: RemoteProblem, error?: unknown) {
  const line = `[shell] ${problem.message} (cause: ${problem.cause})`;
  if (problem.cause === 'version') logger.warn(line);
  else logger.error(line, ...(error === undefined ? [] : [error]));
}

const publish = (context: ProblemContext, problem: RemoteProblem) =>
  context.bus?.publish('analytics/event', { name: REMOTE_ERROR_EVENT, properties: { ...problem } });

/** Names why `remote` failed in the console, an analytics error event and its region's fallback. */
export function reportFailure(
  context: ProblemContext,
  remote: string,
  error: unknown,
  phase: 'load' | 'mount',
) {
  const mismatches = context.mismatches.filter((m) => m.remote === remote);
  const problem = describeFailure(remote, error, phase, mismatches);
  logRemoteProblem(problem, error);
  publish(context, problem);
  if (context.failures?.has(remote)) context.failures.fail(remote, problem);
}

/** Warns about a shared version outside a remote's range, once per remote and package, naming the remote. */
export function reportMismatch(context: ProblemContext, mismatch: VersionMismatch) {
  if (context.mismatches.some((m) => m.remote === mismatch.remote && m.pkg === mismatch.pkg)) return;
  context.mismatches.push(mismatch);
  const problem = describeMismatch(mismatch);
  logRemoteProblem(problem);
  publish(context, problem);
}
