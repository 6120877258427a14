import { ANALYTICS_EVENTS, PAGE_SIZES, STORAGE_KEYS } from '@ltk/contracts';
import { createAppAsyncThunk } from '../app/create-app-async-thunk';
import { feedIdsRemoved } from '../feeds/feeds-slice';
import { publishAnalytics } from '../lib/publish-analytics';
import { rememberForSignup } from '../lib/remember-for-signup';
import { wishAdded, wishesFailed, wishesPending, wishesReceived, wishRemoved } from './wishes-slice';

/** Feeds listing wished products are named with this prefix (e.g. `wishes`, `wishes:<collectionId>`). */
export const WISH_FEED_PREFIX = 'wishes';

/** Loads the user's wishes (logged in only; failures swallowed per section 8). */
export const fetchWishes = createAppAsyncThunk(
  'wishes/fetchWishes',
  async (args: { cursor?: string; limit?: number } | undefined, { getState, dispatch, extra }) => {
    if (getState().auth.status !== 'authenticated') return;
    dispatch(wishesPending());
    try {
      const response = await extra.api.getWishes({
        cursor: args?.cursor,
        limit: args?.limit ?? PAGE_SIZES.wishes,
      });
      dispatch(
        wishesReceived({ wishes: response.wishes, meta: response.meta, append: Boolean(args?.cursor) }),
      );
    } catch {
      dispatch(wishesFailed());
    }
  },
);

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
 * to signup. Removing looks the wish id up by product id; removing the last wish of a feed drops the feed.
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
      for (const name of Object.keys(getState().feeds)) {
        if (name.startsWith(WISH_FEED_PREFIX))
          dispatch(feedIdsRemoved({ name, ids: [productId], dropWhenEmpty: true }));
      }
      publishAnalytics(extra.bus, ANALYTICS_EVENTS.unwish, { productId });
      return 'unwished' as const;
    }
    const wish = await extra.api.createWish(productId);
    dispatch(wishAdded(wish));
    publishAnalytics(extra.bus, ANALYTICS_EVENTS.wish, { productId });
    return 'wished' as const;
  },
);
