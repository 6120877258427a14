import type { AuthState } from '@ltk/contracts';
import { useApi, useBus } from '@ltk/platform';
import { useEffect, useState } from 'react';
import { merge } from 'rxjs';

/** Items across the user's carts; refetched when a cart changes; 0 when logged out or on failure. */
export function useCartCount(auth: AuthState | undefined): number {
  const api = useApi();
  const bus = useBus();
  const [count, setCount] = useState(0);
  const loggedIn = auth?.status === 'authenticated';
  const userId = auth?.user?.userId;
  useEffect(() => {
    if (!loggedIn) {
      setCount(0);
      return undefined;
    }
    let active = true;
    const load = () => {
      api.getCarts().then(
        (response) =>
          active && setCount(response.cartItems.reduce((sum, item) => sum + (item.quantity || 0), 0)),
        () => undefined,
      );
    };
    load();
    const subscription = merge(bus.on('cart/item-added'), bus.on('cart/changed')).subscribe(load);
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, [api, bus, loggedIn, userId]);
  return count;
}
