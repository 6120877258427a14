import type { Slice } from '@reduxjs/toolkit';
import { rootReducer } from './root-reducer';

/** Injects remote slices into the shared root reducer and lets the store build their initial state. */
export function injectSlices(
  store: { dispatch: (action: { type: string }) => unknown },
  ...slices: Slice[]
): void {
  for (const slice of slices) rootReducer.inject(slice);
  store.dispatch({ type: '@ltk/store/slices-injected' });
}
