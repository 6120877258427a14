import { isApiError } from '@ltk/api-client';
import { useApi, useBus, useRuntimeConfig } from '@ltk/platform';
import { isSafeCheckoutUrl } from '@ltk/routes';
import { useCallback, useEffect, useReducer } from 'react';
import { exceedsStock } from './cart-rules';
import { cartReducer, initialCartState } from './cart-state';
import type { CartItemView, CartView } from './cart-views';
import { checkoutUrlOf } from './checkout-url';
import { useCartNotification } from './use-cart-notification';

/** The signed-in user's carts and the cart actions; every action first clears the cart notification. */
export function useCarts(enabled: boolean, navigateTo: (url: string) => void) {
  const api = useApi();
  const apiOrigin = new URL(useRuntimeConfig().apiBaseUrl).origin;
  const bus = useBus();
  const [state, dispatch] = useReducer(cartReducer, initialCartState);
  const { notification, notify, dismiss } = useCartNotification();

  const load = useCallback(async () => {
    dispatch({ type: 'load/start' });
    try {
      dispatch({ type: 'load/success', data: await api.getCarts() });
    } catch (error) {
      console.error('Error fetching carts', error);
      dispatch({ type: 'load/error' });
    }
  }, [api]);

  useEffect(() => {
    if (!enabled) {
      dispatch({ type: 'reset' });
      return undefined;
    }
    void load();
    const subscription = bus.on('cart/changed').subscribe(() => void load());
    return () => subscription.unsubscribe();
  }, [enabled, load, bus]);

  const mutate = useCallback(
    async (cartIds: string[], task: () => Promise<unknown>) => {
      notify(null);
      try {
        await task();
      } catch (error) {
        console.error('Error updating cart', error);
        // The server enforces stock and the retailer's maximum too (409 max_quantity).
        const type = isApiError(error) && error.error_code === 'max_quantity' ? 'max-error' : 'updated-error';
        notify({ type, cartId: cartIds[0] });
      }
      // Refetches here (subscription below) and tells the header's cart badge.
      bus.publish('cart/changed', { cartIds });
    },
    [bus, notify],
  );

  const setQuantity = useCallback(
    (view: CartView, line: CartItemView, quantity: number) => {
      notify(null);
      if (quantity < 1) return;
      if (exceedsStock(quantity, line.variant)) {
        notify({ type: 'max-error', cartId: view.cart.id });
        return;
      }
      void mutate([view.cart.id], () => api.updateCartItem(line.item.id, quantity));
    },
    [api, mutate, notify],
  );

  const removeItem = useCallback(
    (view: CartView, line: CartItemView) =>
      void mutate([view.cart.id], () => api.deleteCartItems([line.item.id])),
    [api, mutate],
  );

  const deleteCart = useCallback(
    (view: CartView) => void mutate([view.cart.id], () => api.deleteCarts([view.cart.id])),
    [api, mutate],
  );

  const checkout = useCallback(
    async (view: CartView) => {
      notify(null);
      try {
        const { checkout: result } = await api.checkoutCart(view.cart.id);
        if (result.invalidProducts.length > 0) {
          dispatch({ type: 'checkout/invalid', variantIds: result.invalidProducts });
          notify({ type: 'checkout-error', cartId: view.cart.id });
          return;
        }
        // Retailers check out over https; the demo api's own retailer pages are the one other origin allowed.
        navigateTo(checkoutUrlOf(result, 'cart', (url) => isSafeCheckoutUrl(url, [apiOrigin])));
      } catch (error) {
        console.error(error);
        notify({ type: 'checkout-error', cartId: view.cart.id });
      }
    },
    [api, navigateTo, apiOrigin, notify],
  );

  return {
    state,
    notification,
    reload: load,
    setQuantity,
    removeItem,
    deleteCart,
    checkout,
    dismissNotification: dismiss,
  };
}
