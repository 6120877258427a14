import { injectSlices, useAppDispatch, useAppSelector, useAppStore } from '@ltk/store';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  selectShopJourney,
  shopJourneyCompleted,
  shopJourneySlice,
  shopTabSeen,
  tabToRestore,
} from '../shop-journey-slice';
import { isShopRoot, shopTabOfPath, type ShopTab } from '../shop-tabs';

/**
 * Records the shop tab the shopper sees (journey 'begin') and completes the journey when they leave the shop.
 * Returns the tab to reopen when they come back to the shop's first screen after a completed visit.
 */
export function useShopJourney(displayName: string): { tab: ShopTab; restore: ShopTab | null } {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const tab = shopTabOfPath(pathname);
  const journey = useAppSelector((state) => selectShopJourney(state, displayName));
  // Decided on arrival; used once (after it, 'Posts' inside the shop is the posts tab).
  const [restore, setRestore] = useState(() => (isShopRoot(pathname) ? tabToRestore(journey) : null));
  const redirect = restore !== null && isShopRoot(pathname) ? restore : null;

  useEffect(() => injectSlices(store, shopJourneySlice), [store]);

  useEffect(() => {
    if (redirect !== null) return;
    dispatch(shopTabSeen({ displayName, tab }));
    setRestore(null);
  }, [dispatch, displayName, tab, redirect]);

  useEffect(() => () => void dispatch(shopJourneyCompleted({ displayName })), [dispatch, displayName]);

  return { tab, restore: redirect };
}
