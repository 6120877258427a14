import type { Reducer } from '@reduxjs/toolkit';
import type { ApiClient } from '@ltk/api-client';
import type { EventBus } from '@ltk/event-bus';

/** The `extra` argument every thunk receives. */
export interface ThunkExtra {
  api: ApiClient;
  bus: EventBus;
  /** Clock, replaceable in tests (ms since epoch). */
  now: () => number;
  /** Browser storages (absent in non-browser environments). */
  localStorage?: Storage;
  sessionStorage?: Storage;
  /**
   * Adds a remote's slice to the root reducer this store was made with. A remote may run another copy of this
   * package (a dev remote bundles one, decision 0060), whose module-level `rootReducer` is not the store's.
   */
  injectSlice: (slice: { reducerPath: string; reducer: Reducer }) => void;
}
