import { useBus } from '@ltk/platform';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isCartDrawerRequested, SHOW_CARTS_PARAM } from '@ltk/routes';
import { useLocation, useNavigate } from 'react-router-dom';

/** Open while the URL has `show-carts=true`; bus 'cart/open' opens (optionally on one cart) or closes it. */
export function useDrawerOpen() {
  const location = useLocation();
  const navigate = useNavigate();
  const bus = useBus();
  const [requestedCartId, setRequestedCartId] = useState<string | undefined>();
  const open = isCartDrawerRequested(location.search);
  const locationRef = useRef(location);
  locationRef.current = location;

  const setParam = useCallback(
    (value: boolean) => {
      const current = locationRef.current;
      const params = new URLSearchParams(current.search);
      if (value === isCartDrawerRequested(current.search)) return;
      if (value) params.set(SHOW_CARTS_PARAM, 'true');
      else params.delete(SHOW_CARTS_PARAM);
      const search = params.toString();
      void navigate({ pathname: current.pathname, search: search ? `?${search}` : '', hash: current.hash });
    },
    [navigate],
  );

  const openOn = useCallback(
    (next: boolean, cartId?: string) => {
      setRequestedCartId(next ? cartId : undefined);
      setParam(next);
    },
    [setParam],
  );

  useEffect(() => {
    const subscription = bus.on('cart/open').subscribe(({ open: next, cartId }) => openOn(next, cartId));
    return () => subscription.unsubscribe();
  }, [bus, openOn]);

  const close = useCallback(() => {
    setRequestedCartId(undefined);
    setParam(false);
  }, [setParam]);

  return { open, close, openOn, requestedCartId };
}
