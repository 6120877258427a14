import { selectAuth, useAppSelector } from '@ltk/store';
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CartDrawerPanel } from './cart-drawer-panel';
import { CartSnackbar } from './cart-snackbar';
import { toCartViews } from './cart-views';
import { useCarts } from './use-carts';
import { useDrawerOpen } from './use-drawer-open';
import { useExtraSmall } from './use-extra-small';
import { useItemAdded } from './use-item-added';
import { START_SHOPPING_PATH } from './empty-cart';

const assignLocation = (url: string) => window.location.assign(url);

/**
 * The cart drawer for a signed-in user, opened by `?show-carts=true` or bus 'cart/open'; while it is closed,
 * the cart notification shows as a snackbar ('added' only on extra-small screens: on larger ones it opens the
 * drawer on that cart). Nothing when logged out.
 */
export function CartDrawer({ leaveSite = assignLocation }: { leaveSite?: (url: string) => void }) {
  const auth = useAppSelector(selectAuth);
  const loggedIn = auth.status === 'authenticated';
  const { open, close, openOn, requestedCartId } = useDrawerOpen();
  const extraSmall = useExtraSmall();
  const navigate = useNavigate();
  const carts = useCarts(loggedIn && open, leaveSite);
  const { notification, dismissNotification } = carts;
  useItemAdded({ enabled: loggedIn, extraSmall, notification, openOn, dismiss: dismissNotification });
  const [selectedCartId, setSelectedCartId] = useState<string | undefined>();
  const titleId = useId();

  const views = useMemo(() => (carts.state.data ? toCartViews(carts.state.data) : []), [carts.state.data]);
  const selected = views.find((view) => view.cart.id === selectedCartId);

  useEffect(() => {
    if (requestedCartId) setSelectedCartId(requestedCartId);
  }, [requestedCartId]);

  useEffect(() => {
    // Selection is cleared when its cart disappears (deleted, emptied elsewhere).
    if (selectedCartId && carts.state.data && !selected) setSelectedCartId(undefined);
  }, [selectedCartId, selected, carts.state.data]);

  if (!loggedIn) return null;

  if (!open) {
    const shown = notification && (notification.type !== 'added' || extraSmall) ? notification : null;
    return shown ? (
      <CartSnackbar
        notification={shown}
        onView={(cartId) => {
          dismissNotification();
          openOn(true, cartId);
        }}
        onDismiss={dismissNotification}
      />
    ) : null;
  }

  const closeDrawer = () => {
    setSelectedCartId(undefined);
    dismissNotification();
    close();
  };

  return (
    <CartDrawerPanel
      titleId={titleId}
      state={carts.state}
      notification={notification?.type === 'added' ? null : notification}
      views={views}
      selected={selected}
      onClose={closeDrawer}
      onBack={() => {
        setSelectedCartId(undefined);
        dismissNotification();
      }}
      onSelect={setSelectedCartId}
      onRetry={() => void carts.reload()}
      onStartShopping={() => {
        setSelectedCartId(undefined);
        void navigate(START_SHOPPING_PATH);
      }}
      onQuantity={(line, quantity) => selected && carts.setQuantity(selected, line, quantity)}
      onRemove={(line) => selected && carts.removeItem(selected, line)}
      onDeleteCart={() => selected && carts.deleteCart(selected)}
      onCheckout={() => (selected ? carts.checkout(selected) : Promise.resolve())}
      onDismissNotification={dismissNotification}
    />
  );
}
