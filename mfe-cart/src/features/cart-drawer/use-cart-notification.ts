import type { CartNotification } from '@ltk/contracts';
import { useBus, useTopic } from '@ltk/platform';
import { useCallback } from 'react';

/** The one cart notification (bus state 'cart/notification', set by any remote's cart action) and its setter. */
export function useCartNotification() {
  const bus = useBus();
  const notification = useTopic('cart/notification') ?? null;
  const notify = useCallback(
    (next: CartNotification | null) => bus.publish('cart/notification', next),
    [bus],
  );
  const dismiss = useCallback(() => bus.publish('cart/notification', null), [bus]);
  return { notification, notify, dismiss };
}
