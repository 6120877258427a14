import { useTopic } from '@ltk/platform';
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CartDrawerPanel } from './cart-drawer-panel';
import { toCartViews } from './cart-views';
import { useCarts } from './use-carts';
import { useDrawerOpen } from './use-drawer-open';
import { useItemAdded } from './use-item-added';
import { START_SHOPPING_PATH } from './empty-cart';

const assignLocation = (url: string) => window.location.assign(url);

/** The cart drawer for a signed-in user, opened by `?show-carts=true` or bus 'cart/open'; nothing when logged out. */
export function CartDrawer({ leaveSite = assignLocation }: { leaveSite?: (url: string) => void }) {
  const auth = useTopic('auth');
  const loggedIn = auth?.status === 'authenticated';
  const { open, close, openOn, requestedCartId } = useDrawerOpen();
  useItemAdded(loggedIn, openOn);
  const navigate = useNavigate();
  const carts = useCarts(loggedIn && open, leaveSite);
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

  if (!loggedIn || !open) return null;

  const closeDrawer = () => {
    setSelectedCartId(undefined);
    carts.dismissNotification();
    close();
  };

  return (
    <CartDrawerPanel
      titleId={titleId}
      state={carts.state}
      views={views}
      selected={selected}
      onClose={closeDrawer}
      onBack={() => {
        setSelectedCartId(undefined);
        carts.dismissNotification();
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
      onDismissNotification={carts.dismissNotification}
    />
  );
}
