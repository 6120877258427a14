import { addSearchHistoryEntry, parseSearchHistory, type SearchHistoryEntry } from './search-history';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readSearchHistory(key: string): SearchHistoryEntry[] {
  return parseSearchHistory(storage()?.getItem(key) ?? null);
}

/** Records a chosen search in local storage and returns the new history. */
export function rememberSearch(key: string, entry: SearchHistoryEntry, locale: string): SearchHistoryEntry[] {
  const next = addSearchHistoryEntry(readSearchHistory(key), entry, locale);
  try {
    storage()?.setItem(key, JSON.stringify(next));
  } catch {
    // Storage full or blocked: history is a convenience, the search still happens.
  }
  return next;
}
