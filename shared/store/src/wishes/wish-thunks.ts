import { ANALYTICS_EVENTS, STORAGE_KEYS } from '@ltk/contracts';
import { createAppAsyncThunk } from '../app/create-app-async-thunk';
import { taggedIdsRemoved } from '../feeds/feeds-slice';
import { publishAnalytics } from '../lib/publish-analytics';
import { rememberForSignup } from '../lib/remember-for-signup';
import { wishAdded, wishRemoved } from './wishes-slice';

/**
 * The tag of lists of wished products (a wishlist's products, the favorite products): an unwished product leaves
 * them, a new wish drops them (fetched again where shown).
 */
export const WISHED_PRODUCTS_TAG = 'wished-products';

/** Checks whether products are wished (batched lookups; logged in only; failures swallowed). */
export const fetchWishStatus = createAppAsyncThunk(
  'wishes/fetchWishStatus',
  async (ltkProductIds: readonly string[], { getState, dispatch, extra }) => {
    if (getState().auth.status !== 'authenticated' || ltkProductIds.length === 0) return;
    try {
      const wishes = await extra.api.getWishesForProducts(ltkProductIds);
      for (const wish of wishes) dispatch(wishAdded(wish));
    } catch {
      // wish lookups fail silently
    }
  },
);

/**
 * Wishes or unwishes a product (`ltkProductId`). Logged out: remembers `favorite-product` and navigates
 * to signup. Removing looks the wish id up by product id; removing the last wish of a feed drops the feed; a new
 * wish drops the lists of wished products.
 */
export const toggleWish = createAppAsyncThunk(
  'wishes/toggleWish',
  async (productId: string, { getState, dispatch, extra }) => {
    const state = getState();
    if (state.auth.status !== 'authenticated') {
      rememberForSignup(extra, 'localStorage', STORAGE_KEYS.favoriteProduct, productId, 'favorite-product');
      return 'signup' as const;
    }
    const existing = state.wishes.byProductId[productId];
    if (existing) {
      await extra.api.deleteWish(existing.id);
      dispatch(wishRemoved(productId));
      dispatch(taggedIdsRemoved({ tag: WISHED_PRODUCTS_TAG, ids: [productId] }));
      publishAnalytics(extra.bus, ANALYTICS_EVENTS.unwish, { productId });
      return 'unwished' as const;
    }
    const wish = await extra.api.createWish(productId);
    dispatch(wishAdded(wish));
    dispatch(taggedIdsRemoved({ tag: WISHED_PRODUCTS_TAG }));
    publishAnalytics(extra.bus, ANALYTICS_EVENTS.wish, { productId });
    return 'wished' as const;
  },
);
