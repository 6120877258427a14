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
}
