import { SESSION_VALUE_MAX_AGE_MS } from '@ltk/contracts';

/** Section 9: a stored session value is valid only within 60 s and not in the future. */
export function isSessionTimestampValid(timestamp: number, now: number = Date.now()): boolean {
  return Number.isFinite(timestamp) && timestamp <= now && now - timestamp <= SESSION_VALUE_MAX_AGE_MS;
}
