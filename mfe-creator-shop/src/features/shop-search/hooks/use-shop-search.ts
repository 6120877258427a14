import { TIMEOUTS } from '@ltk/contracts';
import { feedCleared, useAppDispatch } from '@ltk/store';
import { useEffect, useRef, useState } from 'react';
import { SHOP_RANKINGS, shopSearchTerm, type ShopRanking } from '../shop-search-names';

export interface ShopSearchControls {
  input: string;
  setInput: (value: string) => void;
  /** The term searched (trimmed, 300 ms after typing stops); empty: the recent posts show instead. */
  term: string;
  ranking: ShopRanking;
  setRanking: (ranking: ShopRanking) => void;
}

/** The shop search box's state: debounced term, the recent/relevant tab, and a new term clears the old results. */
export function useShopSearch(profileId: string): ShopSearchControls {
  const dispatch = useAppDispatch();
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [ranking, setRanking] = useState<ShopRanking>('recent');

  useEffect(() => {
    const timer = setTimeout(() => setTerm(shopSearchTerm(input)), TIMEOUTS.shopTermDebounceMs);
    return () => clearTimeout(timer);
  }, [input]);

  const previous = useRef(term);
  useEffect(() => {
    const old = previous.current;
    previous.current = term;
    if (old === term || !old) return;
    // The old term's results showed, so their chunk (the read) is loaded already.
    void import('../shop-search-loads').then(({ shopSearch }) => {
      for (const ranking of SHOP_RANKINGS)
        dispatch(feedCleared({ name: shopSearch.key({ profileId, ranking, term: old }) }));
    });
  }, [dispatch, profileId, term]);

  return { input, setInput, term, ranking, setRanking };
}
