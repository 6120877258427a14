import type { CartsResponse } from '@ltk/contracts';

export type CartState = {
  status: 'idle' | 'pending' | 'error';
  data: CartsResponse | null;
  /** Variant ids the last checkout rejected. */
  invalidVariantIds: string[];
};

export const initialCartState: CartState = {
  status: 'idle',
  data: null,
  invalidVariantIds: [],
};

export type CartAction =
  | { type: 'load/start' }
  | { type: 'load/success'; data: CartsResponse }
  | { type: 'load/error' }
  | { type: 'checkout/invalid'; variantIds: string[] }
  | { type: 'reset' };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'load/start':
      return { ...state, status: 'pending' };
    case 'load/success':
      return { ...state, status: 'idle', data: action.data };
    case 'load/error':
      return { ...state, status: 'error' };
    case 'checkout/invalid':
      return {
        ...state,
        invalidVariantIds: [...new Set([...state.invalidVariantIds, ...action.variantIds])],
      };
    case 'reset':
      return initialCartState;
    default:
      return state;
  }
}
