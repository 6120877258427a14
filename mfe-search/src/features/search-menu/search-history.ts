import { SEARCH_HISTORY_MAX, type SearchType } from '@ltk/contracts';
import { logger } from '@ltk/contracts/log';

export type SearchHistoryEntry = {
  /** A creator's profile id, or the lower-cased term for a plain search. */
  id: string;
  query: string;
  type: SearchType;
  avatarUrl?: string;
};

type Warn = (message: string, error?: unknown) => void;

function isEntry(value: unknown): value is SearchHistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.query === 'string' &&
    entry.query.length > 0 &&
    (entry.type === 'post' || entry.type === 'profile') &&
    (entry.avatarUrl === undefined || typeof entry.avatarUrl === 'string')
  );
}

/** Parses stored history: malformed JSON is ignored with a warning, a non-array is ignored, only the first 3 are kept. */
export function parseSearchHistory(raw: string | null, warn: Warn = logger.warn): SearchHistoryEntry[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    warn('Ignoring malformed search history in storage', error);
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isEntry).slice(0, SEARCH_HISTORY_MAX);
}

function sameQuery(a: string, b: string, locale: string): boolean {
  return a.localeCompare(b, locale, { sensitivity: 'accent' }) === 0;
}

/** Puts `entry` first, dropping any entry with the same id or the same query (locale-aware, case-insensitive); keeps 3. */
export function addSearchHistoryEntry(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
  locale: string,
): SearchHistoryEntry[] {
  const rest = history.filter((item) => item.id !== entry.id && !sameQuery(item.query, entry.query, locale));
  return [entry, ...rest].slice(0, SEARCH_HISTORY_MAX);
}
