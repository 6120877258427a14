import type { Slice } from '@reduxjs/toolkit';
import type { AppDispatch } from './types';

/**
 * Injects remote slices into the store's root reducer and lets the store build their initial state. Through the
 * store's thunk `extra`, so the slices reach the reducer the store was made with whichever copy of this package
 * the caller runs.
 */
export function injectSlices(store: { dispatch: AppDispatch }, ...slices: Slice[]): void {
  store.dispatch((_dispatch, _getState, extra) => {
    for (const slice of slices) extra.injectSlice(slice);
  });
  store.dispatch({ type: '@ltk/store/slices-injected' });
}
