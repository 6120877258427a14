import type { CartsResponse } from '@ltk/contracts';
import {
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
  type RequestState,
  type RootState,
} from '@ltk/store';
import { useCallback, useEffect } from 'react';
import { CARTS_REQUEST, loadCarts, selectCartsState } from './carts-thunks';

const IDLE: RequestState = { status: 'idle' };

/** Items across the user's carts (the header badge's number). */
export const selectCartCount = (root: RootState): number =>
  (selectCartsState(root).data?.cartItems ?? []).reduce((sum, item) => sum + (item.quantity || 0), 0);

/**
 * Loads the carts while logged in and `enabled` (one read for every user of them, fresh for 5 minutes). Every change
 * goes through the carts thunks, which merge or read again: nothing else changes carts behind the store.
 */
function useCartsLoad(enabled = true): RequestState & { retry: () => void } {
  const dispatch = useAppDispatch();
  const active = useAppSelector(selectIsLoggedIn) && enabled;
  const request = useAppSelector((root) => (active ? (root.requests[CARTS_REQUEST] ?? IDLE) : IDLE));
  // Forgotten on logout or a user switch (sessionReset): the next user's carts load again.
  const forgotten = request === IDLE;
  useEffect(() => {
    if (active) void dispatch(loadCarts());
  }, [dispatch, active, forgotten]);
  const retry = useCallback(() => void dispatch(loadCarts({ force: true })), [dispatch]);
  return { ...request, retry };
}

/** The header badge's number: items across the user's carts (0 when logged out, before the read or after a failure). */
export function useCartCount(): number {
  useCartsLoad();
  return useAppSelector(selectCartCount);
}

export interface CartsView {
  status: RequestState['status'];
  error?: RequestState['error'];
  retry: () => void;
  /** The carts with includes; null until the first read answers. */
  data: CartsResponse | null;
  invalidVariantIds: string[];
}

/** The user's carts for the drawer: the shared read (made while `enabled`), its state and a retry. */
export function useCarts({ enabled = true }: { enabled?: boolean } = {}): CartsView {
  const { status, error, retry } = useCartsLoad(enabled);
  const { data, invalidVariantIds } = useAppSelector(selectCartsState);
  return { status, error, retry, data, invalidVariantIds };
}
