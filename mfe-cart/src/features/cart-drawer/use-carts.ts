import { logger } from '@ltk/contracts/log';
import { useRuntimeConfig } from '@ltk/platform';
import { isSafeCheckoutUrl } from '@ltk/routes';
import { useAppDispatch } from '@ltk/store';
import {
  checkoutCart,
  deleteCarts,
  removeCartItems,
  updateCartItemQuantity,
  useCarts as useSharedCarts,
} from '@ltk/store/carts';
import { useCallback, useMemo } from 'react';
import { exceedsLimit, quantityLimit } from './cart-rules';
import type { CartState } from './cart-state';
import type { CartItemView, CartView } from './cart-views';
import { checkoutUrlOf } from './checkout-url';
import { useCartNotification } from './use-cart-notification';

/**
 * The signed-in user's carts (the shared carts slice: the header badge's read is the drawer's) and the cart actions.
 * Reads while `enabled` (the drawer is open); every action first clears the cart notification.
 */
export function useCarts(enabled: boolean, navigateTo: (url: string) => void) {
  const dispatch = useAppDispatch();
  const apiOrigin = new URL(useRuntimeConfig().apiBaseUrl).origin;
  const carts = useSharedCarts({ enabled });
  const { notification, notify, dismiss } = useCartNotification();

  const { status, data, invalidVariantIds, retry } = carts;
  const state = useMemo<CartState>(
    () => ({
      status: status === 'failed' ? 'error' : status === 'pending' ? 'pending' : 'idle',
      data,
      invalidVariantIds,
    }),
    [status, data, invalidVariantIds],
  );

  const setQuantity = useCallback(
    (view: CartView, line: CartItemView, quantity: number) => {
      notify(null);
      if (quantity < 1) return;
      if (exceedsLimit(quantity, quantityLimit(line.variant, view.retailer))) {
        notify({ type: 'max-error', cartId: view.cart.id });
        return;
      }
      void dispatch(updateCartItemQuantity({ cartId: view.cart.id, cartItemId: line.item.id, quantity }));
    },
    [dispatch, notify],
  );

  const removeItem = useCallback(
    (view: CartView, line: CartItemView) =>
      void dispatch(removeCartItems({ cartId: view.cart.id, cartItemIds: [line.item.id] })),
    [dispatch],
  );

  const deleteCart = useCallback(
    (view: CartView) => void dispatch(deleteCarts({ cartIds: [view.cart.id] })),
    [dispatch],
  );

  const checkout = useCallback(
    async (view: CartView) => {
      const result = await dispatch(checkoutCart({ cartId: view.cart.id })).unwrap();
      if (!result) return;
      try {
        // Retailers check out over https; the demo api's own retailer pages are the one other origin allowed.
        navigateTo(checkoutUrlOf(result, 'cart', (url) => isSafeCheckoutUrl(url, [apiOrigin])));
      } catch (error) {
        logger.error(error);
        notify({ type: 'checkout-error', cartId: view.cart.id });
      }
    },
    [dispatch, navigateTo, apiOrigin, notify],
  );

  return {
    state,
    notification,
    reload: retry,
    setQuantity,
    removeItem,
    deleteCart,
    checkout,
    dismissNotification: dismiss,
  };
}
