import { STORAGE_KEYS } from '@ltk/contracts';
import { useCallback, useState } from 'react';
import type { SearchHistoryEntry } from './search-history';
import { readSearchHistory, rememberSearch } from './search-history-storage';

/** Recent searches and recent creators, read once per mount and updated when one is chosen. */
export function useSearchHistory(locale: string) {
  const [searches, setSearches] = useState(() => readSearchHistory(STORAGE_KEYS.searchHistory));
  const [creators, setCreators] = useState(() => readSearchHistory(STORAGE_KEYS.creatorHistory));

  const rememberTerm = useCallback(
    (entry: SearchHistoryEntry) => setSearches(rememberSearch(STORAGE_KEYS.searchHistory, entry, locale)),
    [locale],
  );
  const rememberCreator = useCallback(
    (entry: SearchHistoryEntry) => setCreators(rememberSearch(STORAGE_KEYS.creatorHistory, entry, locale)),
    [locale],
  );

  return { searches, creators, rememberTerm, rememberCreator };
}
