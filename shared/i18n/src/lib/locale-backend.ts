import type { BackendModule, ReadCallback } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { loadNamespace, type LazyRegistry } from './lazy-resources';

/**
 * The i18next backend (i18next-resources-to-backend) over the lazy registry: `changeLanguage` (from anywhere)
 * waits for it before it applies the new language, and react-i18next asks it for a namespace missing in the
 * active language. The registry adds the strings itself (once per language and namespace, deep-merged), so the
 * backend answers with no data: a failed chunk is an error and English stays in place.
 */
export function createLocaleBackend(registry: LazyRegistry): BackendModule {
  return resourcesToBackend((lng: string, ns: string, callback: ReadCallback) => {
    void loadNamespace(registry, lng, ns).then((loaded) =>
      callback(loaded ? null : new Error(`${ns} (${lng}) failed to load`), null),
    );
  });
}
