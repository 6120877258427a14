import type { BackendModule, ReadCallback } from 'i18next';
import { loadNamespace, type LazyRegistry } from './lazy-resources';

/**
 * The i18next backend over the lazy registry: `changeLanguage` (from anywhere) waits for it before it applies
 * the new language, and react-i18next asks it for a namespace missing in the active language.
 */
export function createLocaleBackend(registry: LazyRegistry): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read: (lng: string, ns: string, callback: ReadCallback) => {
      // The registry adds the strings itself; null data tells i18next there is nothing more to add.
      void loadNamespace(registry, lng, ns).then((loaded) =>
        callback(loaded ? null : new Error(`${ns} (${lng}) failed to load`), null),
      );
    },
  };
}
