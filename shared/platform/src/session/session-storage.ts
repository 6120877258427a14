import { parseSession, STORAGE_KEYS, type SavedSession } from '@ltk/contracts';

const defaultStorage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

/** Reads the saved session (localStorage `ltk-session`: the user, no token), or null. */
export function readSession(storage: Storage | undefined = defaultStorage()): SavedSession | null {
  try {
    return parseSession(storage?.getItem(STORAGE_KEYS.session));
  } catch {
    return null;
  }
}

/** Saves the user of a session where the shell and standalone remotes read it; tokens are never written. */
export function saveSession(session: SavedSession, storage: Storage | undefined = defaultStorage()): void {
  const saved: SavedSession = { user: session.user };
  storage?.setItem(STORAGE_KEYS.session, JSON.stringify(saved));
}

export function clearSession(storage: Storage | undefined = defaultStorage()): void {
  storage?.removeItem(STORAGE_KEYS.session);
}
