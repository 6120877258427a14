import { parseSession, STORAGE_KEYS, type SavedSession } from '@ltk/contracts';

/** The saved session (`ltk-session`): the user only; its presence means the api holds a refresh cookie. */
export function readStoredSession(storage: Storage): SavedSession | null {
  return parseSession(storage.getItem(STORAGE_KEYS.session));
}

export function writeStoredSession(storage: Storage, session: SavedSession): void {
  const saved: SavedSession = { user: session.user };
  storage.setItem(STORAGE_KEYS.session, JSON.stringify(saved));
}

export function clearStoredSession(storage: Storage): void {
  storage.removeItem(STORAGE_KEYS.session);
}
