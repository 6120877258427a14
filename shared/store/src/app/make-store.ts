import { configureStore } from '@reduxjs/toolkit';
import { ANONYMOUS_AUTH, type AuthState } from '@ltk/contracts';
import type { ApiClient } from '@ltk/api-client';
import type { EventBus } from '@ltk/event-bus';
import { authChanged } from '../auth/auth-slice';
import { rootReducer, type RootState } from './root-reducer';
import { sessionReset } from './session-reset';
import type { ThunkExtra } from './thunk-extra';

export interface MakeStoreOptions {
  api: ApiClient;
  bus: EventBus;
  preloadedState?: Partial<RootState>;
  now?: () => number;
}

const browserStorage = (name: 'localStorage' | 'sessionStorage'): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window[name];
  } catch {
    return undefined;
  }
};

// `process.env.NODE_ENV` is inlined by the bundler; without it (no bundler, no node) assume development.
const isProduction = (): boolean => {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
};

const sameUser = (a: AuthState, b: AuthState) => a.status === b.status && a.user?.userId === b.user?.userId;

/** Creates the one store (the shell's, or a standalone harness's); its auth slice follows the bus 'auth' topic. */
export function makeStore({ api, bus, preloadedState, now = Date.now }: MakeStoreOptions) {
  const extra: ThunkExtra = {
    api,
    bus,
    now,
    localStorage: browserStorage('localStorage'),
    sessionStorage: browserStorage('sessionStorage'),
    injectSlice: (slice) => {
      rootReducer.inject(slice);
    },
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }),
    devTools: !isProduction(),
  });
  const subscription = bus.on('auth').subscribe((auth) => {
    const previous = store.getState().auth ?? ANONYMOUS_AUTH;
    if (!sameUser(previous, auth) && previous.status === 'authenticated') store.dispatch(sessionReset());
    store.dispatch(authChanged(auth));
  });
  return Object.assign(store, {
    /** Stops following the bus (standalone unmount, tests). */
    dispose: () => subscription.unsubscribe(),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
