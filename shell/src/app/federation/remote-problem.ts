import type { RemoteErrorCause, RemoteErrorProperties } from '@ltk/contracts';

/** Why the shell could not show a remote: the remote, the cause and one line naming the export, package or error. */
export type RemoteProblem = RemoteErrorProperties;

/** A shared package a remote got in a version outside its required range (shared-version-plugin.ts). */
export interface VersionMismatch {
  remote: string;
  pkg: string;
  required: string;
  provided: string;
}

/**
 * A failure whose cause is known where it is thrown: the remote could not be loaded (`detail` is the error) or its
 * module lacks the exports the shell mounts (`detail` is the module). Its message stays short: diagnose-remote.ts,
 * a chunk that loads only once something failed, names the details.
 */
export interface RemoteProblemError extends Error {
  id: string;
  kind: Extract<RemoteErrorCause, 'load' | 'export'>;
  detail: unknown;
}

export const remoteProblemError = (
  id: string,
  kind: RemoteProblemError['kind'],
  detail: unknown,
): RemoteProblemError =>
  Object.assign(new Error(`${id}: ${kind}`, kind === 'load' ? { cause: detail } : undefined), {
    id,
    kind,
    detail,
  });
