import type { Session } from './session';

/** Parses a stored `ltk-session` value; anything malformed yields null. */
export function parseSession(raw: string | null | undefined): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session> | null;
    if (
      !value ||
      typeof value.accessToken !== 'string' ||
      typeof value.refreshToken !== 'string' ||
      typeof value.expiresAt !== 'number' ||
      !value.user ||
      typeof value.user.email !== 'string'
    ) {
      return null;
    }
    return value as Session;
  } catch {
    return null;
  }
}
