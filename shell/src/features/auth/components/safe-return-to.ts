import { sameOriginPath } from '@ltk/routes';

/**
 * Only pages of this site are followed after login (no open redirects): the value is parsed against this origin and
 * only its path, query and hash are used.
 */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  return sameOriginPath(value, window.location.origin, fallback);
}
