// `@ltk/platform/load-page-error`: not a shared module (shared/mf-config): bundled by the remotes that raise the page
// error of a failed store load, so nothing is added to the shell's first load.
import { toPageError, type PageError, type PageErrorCode } from '@ltk/platform';

/** Why a store load failed (a list's or read's `error`): its status (0 when the network failed) and message. */
export interface LoadError {
  status: number;
  message: string;
}

/**
 * The section-8 page error of a failed store load (as `toPageError`): a service's answer keeps its status
 * and message; a network failure (status 0) is a 500 whose message combines `developerMessage` and the failure.
 */
export function loadPageError(
  error: LoadError | undefined,
  code: PageErrorCode,
  developerMessage: string,
): PageError {
  if (error && error.status > 0) return { status: error.status, error_code: code, message: error.message };
  return toPageError(error ? new Error(error.message) : undefined, code, developerMessage);
}
