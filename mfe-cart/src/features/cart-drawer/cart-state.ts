import type { CartNotification, CartsResponse } from '@ltk/contracts';

export type CartState = {
  status: 'idle' | 'pending' | 'error';
  data: CartsResponse | null;
  /** Variant ids the last checkout rejected. */
  invalidVariantIds: string[];
  notification: CartNotification | null;
};

export const initialCartState: CartState = {
  status: 'idle',
  data: null,
  invalidVariantIds: [],
  notification: null,
};

export type CartAction =
  | { type: 'load/start' }
  | { type: 'load/success'; data: CartsResponse }
  | { type: 'load/error' }
  | { type: 'notify'; notification: CartNotification | null }
  | { type: 'checkout/invalid'; variantIds: string[]; cartId: string }
  | { type: 'reset' };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'load/start':
      return { ...state, status: 'pending' };
    case 'load/success':
      return { ...state, status: 'idle', data: action.data };
    case 'load/error':
      return { ...state, status: 'error' };
    case 'notify':
      return { ...state, notification: action.notification };
    case 'checkout/invalid':
      return {
        ...state,
        invalidVariantIds: [...new Set([...state.invalidVariantIds, ...action.variantIds])],
        notification: { type: 'checkout-error', cartId: action.cartId },
      };
    case 'reset':
      return initialCartState;
    default:
      return state;
  }
}
