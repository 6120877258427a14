import { parseSession, STORAGE_KEYS, type Session } from '@ltk/contracts';

const defaultStorage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

/** Reads the saved session (localStorage `ltk-session`), or null. */
export function readSession(storage: Storage | undefined = defaultStorage()): Session | null {
  try {
    return parseSession(storage?.getItem(STORAGE_KEYS.session));
  } catch {
    return null;
  }
}

/** Saves the session where the shell and standalone remotes read it. */
export function saveSession(session: Session, storage: Storage | undefined = defaultStorage()): void {
  storage?.setItem(STORAGE_KEYS.session, JSON.stringify(session));
}

export function clearSession(storage: Storage | undefined = defaultStorage()): void {
  storage?.removeItem(STORAGE_KEYS.session);
}
