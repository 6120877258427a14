import { parseSession, STORAGE_KEYS, type Session } from '@ltk/contracts';

/** The contracts `Session` plus how it was obtained (refresh goes to the matching token endpoint). */
export type StoredSession = Session & { strategy?: 'password' | 'hosted' };

export function readStoredSession(storage: Storage): StoredSession | null {
  return parseSession(storage.getItem(STORAGE_KEYS.session));
}

export function writeStoredSession(storage: Storage, session: StoredSession): void {
  storage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
}

export function clearStoredSession(storage: Storage): void {
  storage.removeItem(STORAGE_KEYS.session);
}
