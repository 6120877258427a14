import type { SavedSession } from './session';

/**
 * Parses a stored `ltk-session` value, keeping only the user; anything malformed yields null. A value saved before
 * the refresh token became a cookie (with tokens in it) yields its user: the page load then asks the cookie, which
 * such a browser does not have, and the session ends.
 */
export function parseSession(raw: string | null | undefined): SavedSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SavedSession> | null;
    if (!value?.user || typeof value.user.email !== 'string') return null;
    return { user: value.user };
  } catch {
    return null;
  }
}
