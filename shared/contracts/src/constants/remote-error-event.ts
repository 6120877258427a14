/**
 * Analytics event (not in the spec): the shell could not show a remote (properties: RemoteErrorProperties). A module
 * of its own, not an ANALYTICS_EVENTS key, so the bundles that carry that table do not change for the shell's use.
 */
export const REMOTE_ERROR_EVENT = '/remote/error';

/**
 * Why the shell could not show a remote: it failed to load (`load`), its module lacks the exports the shell mounts
 * (`export`), it got shared versions outside its range (`version`), or its own code threw while mounting (`mount`).
 */
export type RemoteErrorCause = 'load' | 'export' | 'version' | 'mount';

/** The properties of a REMOTE_ERROR_EVENT; `message` names the remote and the export, package or error. */
export interface RemoteErrorProperties {
  remote: string;
  cause: RemoteErrorCause;
  message: string;
}
