import { createContext } from 'react';
import type { i18n } from 'i18next';
import type { ApiClient } from '@ltk/api-client';
import type { RuntimeConfig } from '@ltk/contracts';
import type { EventBus } from '@ltk/event-bus';
import type { AppStore } from '@ltk/store';

/** Everything the shell shares with every remote: one store, bus, i18n and api client. */
export interface PlatformContext {
  store: AppStore;
  bus: EventBus;
  i18n: i18n;
  api: ApiClient;
  config: RuntimeConfig;
}

declare module '@ltk/contracts' {
  interface PlatformRegister {
    platform: PlatformContext;
  }
}

/** React context carrying the platform (set by PlatformProviders). */
export const PlatformReactContext = createContext<PlatformContext | null>(null);
