import { logger } from '@ltk/contracts/log';
import { isApiError } from '@ltk/api-client';
import type { CartNotification, Checkout } from '@ltk/contracts';
import {
  createAppAsyncThunk,
  injectSlices,
  loadOnce,
  type AppDispatch,
  type AppThunk,
  type RootState,
} from '@ltk/store';
import type { AddCartItemBody } from '@ltk/api-client';
import {
  cartItemSaved,
  cartRefreshed,
  cartsDeleted,
  cartsReceived,
  checkoutRejected,
  CARTS_INITIAL_STATE,
  cartsSlice,
} from './carts-slice';
import type { CartsState } from './carts-slice';

/** The key of the carts read in the `requests` slice (its pending state, failure and time: fresh for 5 minutes). */
export const CARTS_REQUEST = 'carts';

export const selectCartsState = (root: RootState): CartsState => root.carts ?? CARTS_INITIAL_STATE;

/**
 * Joins the carts slice to the store's own root reducer (through the store's `injectSlices`, as a read definition's
 * owner does: a dev mfe-cart bundles another copy of this package, whose module-level root reducer is not the store's).
 */
const withCartsSlice = (): AppThunk => (dispatch, getState) => {
  if (!('carts' in getState())) injectSlices({ dispatch }, cartsSlice);
};

/** Clears (null) or sets the cart notification; the carts slice joins the store first (every cart action starts here). */
const notify =
  (notification: CartNotification | null): AppThunk =>
  (dispatch, _getState, { bus }) => {
    dispatch(withCartsSlice());
    bus.publish('cart/notification', notification);
  };

/**
 * Reads the carts with includes (GET /v1/carts) unless a read is out or the last one is fresh (`force` reads anyway).
 * A read that a change on this page overtook is dropped and made again, so it cannot undo the change.
 */
export const loadCarts =
  ({ force = false }: { force?: boolean } = {}): AppThunk<Promise<void>> =>
  async (dispatch) => {
    let overtaken = false;
    await dispatch(
      loadOnce({
        key: CARTS_REQUEST,
        force,
        load: async ({ dispatch: put, getState, extra }) => {
          put(withCartsSlice());
          const revision = selectCartsState(getState()).revision;
          const data = await extra.api.getCarts();
          overtaken = selectCartsState(getState()).revision !== revision;
          put(cartsReceived({ data, revision }));
        },
      }),
    ).then(
      () => undefined,
      (error: unknown) => logger.error('Error fetching carts', error),
    );
    if (overtaken) await dispatch(loadCarts({ force: true }));
  };

const reloadAfter = (dispatch: AppDispatch) => dispatch(loadCarts({ force: true }));

/**
 * Adds a variant to the user's cart (POST /v1/cart_items with includes) and merges the answer, so the badge and the
 * drawer show it without another read. The cart notification is cleared first, then 'added' (with the cart) or
 * 'added-error'.
 */
export const addCartItem = createAppAsyncThunk(
  'carts/addItem',
  async (body: AddCartItemBody, { dispatch, extra }): Promise<boolean> => {
    dispatch(notify(null));
    try {
      const response = await extra.api.addCartItem(body);
      dispatch(cartItemSaved(response));
      dispatch(notify({ type: 'added', cartId: response.cartItem.cartId }));
      return true;
    } catch (error) {
      logger.error('Error adding to cart', error);
      dispatch(notify({ type: 'added-error' }));
      return false;
    }
  },
);

/**
 * GET /v1/carts/{cartId}: the one cart a change touched, read again (its items, variants and stock) and merged; a
 * cart the api no longer has leaves the list. Any other failure reads the whole list instead.
 */
const refreshCart =
  (cartId: string): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { api }) => {
    try {
      dispatch(cartRefreshed(await api.getCart(cartId)));
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        dispatch(cartsDeleted({ cartIds: [cartId] }));
        return;
      }
      logger.error('Error fetching cart', cartId, error);
      await reloadAfter(dispatch);
    }
  };

/** A refused change: 'max-error' when the api says the retailer's or the stock's maximum is reached. */
function changeFailed(dispatch: AppDispatch, error: unknown, cartId: string) {
  logger.error('Error updating cart', error);
  const type = isApiError(error) && error.error_code === 'max_quantity' ? 'max-error' : 'updated-error';
  dispatch(notify({ type, cartId }));
  // What the page shows may be what the api refused against (stock changed): read that cart again.
  void dispatch(cartId ? refreshCart(cartId) : loadCarts({ force: true }));
}

/** PATCH /v1/cart_items/{id} { quantity }: the answer (the cart with includes) is merged. Clears the notification first. */
export const updateCartItemQuantity = createAppAsyncThunk(
  'carts/updateQuantity',
  async (
    { cartId, cartItemId, quantity }: { cartId: string; cartItemId: string; quantity: number },
    { dispatch, extra },
  ) => {
    dispatch(notify(null));
    try {
      dispatch(cartItemSaved(await extra.api.updateCartItem(cartItemId, quantity)));
    } catch (error) {
      changeFailed(dispatch, error, cartId);
    }
  },
);

/** DELETE /v1/cart_items: the items (and carts left empty) go at once, then the carts are read again (section 4). */
export const removeCartItems = createAppAsyncThunk(
  'carts/removeItems',
  async ({ cartId, cartItemIds }: { cartId: string; cartItemIds: string[] }, { dispatch, extra }) => {
    dispatch(notify(null));
    try {
      const { deletedIds, deletedCartIds } = await extra.api.deleteCartItems(cartItemIds);
      dispatch(cartsDeleted({ itemIds: deletedIds, cartIds: deletedCartIds }));
      await reloadAfter(dispatch);
    } catch (error) {
      changeFailed(dispatch, error, cartId);
    }
  },
);

/** DELETE /v1/carts: the carts go at once, then the carts are read again (section 4). */
export const deleteCarts = createAppAsyncThunk(
  'carts/deleteCarts',
  async ({ cartIds }: { cartIds: string[] }, { dispatch, extra }) => {
    dispatch(notify(null));
    try {
      const { deletedIds } = await extra.api.deleteCarts(cartIds);
      dispatch(cartsDeleted({ cartIds: deletedIds }));
      await reloadAfter(dispatch);
    } catch (error) {
      changeFailed(dispatch, error, cartIds[0] ?? '');
    }
  },
);

/**
 * POST /v2/carts/{cartId}/checkout. Resolves the checkout to follow, or null when it cannot be: rejected variants
 * are marked unavailable and 'checkout-error' is shown (as on a failed call). Clears the notification first.
 */
export const checkoutCart = createAppAsyncThunk(
  'carts/checkout',
  async ({ cartId }: { cartId: string }, { dispatch, extra }): Promise<Checkout | null> => {
    dispatch(notify(null));
    try {
      const { checkout } = await extra.api.checkoutCart(cartId);
      if (checkout.invalidProducts.length === 0) return checkout;
      dispatch(checkoutRejected(checkout.invalidProducts));
    } catch (error) {
      logger.error(error);
    }
    dispatch(notify({ type: 'checkout-error', cartId }));
    return null;
  },
);
