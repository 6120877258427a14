import { isHyphenatedUuid } from '../../../lib/uuid';

/** localStorage key of the anonymous visitor id that buckets logged-out experiments. */
export const VISITOR_ID_KEY = 'ltk-visitor-id';

/** A random v4 UUID; randomUUID is missing outside secure contexts (plain http), getRandomValues is not. */
function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The stable anonymous visitor id: reused from storage when it is a valid hyphenated UUID, otherwise
 * a new random UUID is stored. Without usable storage the id lives in memory for this page load.
 */
export function visitorId(storage: Storage | undefined): string {
  try {
    if (!storage) return newId();
    const stored = storage.getItem(VISITOR_ID_KEY);
    if (stored && isHyphenatedUuid(stored)) return stored;
    const id = newId();
    storage.setItem(VISITOR_ID_KEY, id);
    return id;
  } catch {
    return newId();
  }
}
