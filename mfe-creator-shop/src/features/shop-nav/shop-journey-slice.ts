import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RootState } from '@ltk/store';
import type { ShopTab } from './shop-tabs';

/**
 * The shop-tab journey flag of one creator (section 4): 'begin' while the shopper is in the shop, 'complete'
 * once they left it, with the tab last seen and the tab they came to it from.
 */
export interface ShopJourney {
  status: 'begin' | 'complete';
  lastSeen: ShopTab;
  referringTab: ShopTab | null;
}

export interface ShopJourneyState {
  /** By lower-cased display name. */
  journeys: Record<string, ShopJourney>;
}

const initialState: ShopJourneyState = { journeys: {} };
const key = (displayName: string) => displayName.toLowerCase();

/** Which shop tab each creator's shop was last seen on, so coming back to a shop opens that tab. */
export const shopJourneySlice = createSlice({
  name: 'creatorShopJourney',
  initialState,
  reducers: {
    shopTabSeen(state, action: PayloadAction<{ displayName: string; tab: ShopTab }>) {
      const { displayName, tab } = action.payload;
      const journey = state.journeys[key(displayName)];
      if (!journey || journey.status === 'complete') {
        state.journeys[key(displayName)] = {
          status: 'begin',
          lastSeen: tab,
          referringTab: journey?.lastSeen ?? null,
        };
      } else if (journey.lastSeen !== tab) {
        journey.referringTab = journey.lastSeen;
        journey.lastSeen = tab;
      }
    },
    shopJourneyCompleted(state, action: PayloadAction<{ displayName: string }>) {
      const journey = state.journeys[key(action.payload.displayName)];
      if (journey) journey.status = 'complete';
    },
  },
});

export const { shopTabSeen, shopJourneyCompleted } = shopJourneySlice.actions;

declare module '@ltk/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof shopJourneySlice> {}
}

export const selectShopJourney = (state: RootState, displayName: string): ShopJourney | undefined =>
  state.creatorShopJourney?.journeys[key(displayName)];

/**
 * The tab to reopen when a shopper comes back to a creator's shop at its first screen: the tab they last saw,
 * once their previous visit is complete (inside the shop, 'Posts' stays the posts tab).
 */
export function tabToRestore(journey: ShopJourney | undefined): ShopTab | null {
  if (!journey || journey.status !== 'complete' || journey.lastSeen === 'posts') return null;
  return journey.lastSeen;
}
