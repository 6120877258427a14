import type { CartNotification } from '@ltk/contracts';
import { useEffect } from 'react';

/**
 * On sm and larger screens an 'added' notification opens the drawer on that cart and clears itself
 * (section 4); on extra-small screens it stays for the snackbar (View opens the drawer).
 */
export function useItemAdded({
  enabled,
  extraSmall,
  notification,
  openOn,
  dismiss,
}: {
  enabled: boolean;
  extraSmall: boolean;
  notification: CartNotification | null;
  openOn: (open: boolean, cartId?: string) => void;
  dismiss: () => void;
}) {
  const added = enabled && !extraSmall && notification?.type === 'added' ? notification : null;
  useEffect(() => {
    if (!added) return;
    openOn(true, added.cartId);
    dismiss();
  }, [added, openOn, dismiss]);
}
