import { registerLazyResources, type I18n, type LocaleLoaders } from '@ltk/i18n';
import en from './en.json';

/** i18n namespace of this remote (its MF name). */
export const DISCOVER_NS = 'mfe_discover';

/** This remote's strings outside English, one chunk per locale (English ships with the remote). */
const LOADERS: LocaleLoaders<typeof en> = {
  'en-GB': () =>
    import(/* webpackChunkName: "i18n-mfe_discover-en-GB" */ './en-GB.json').then((m) => m.default),
  fr: () => import(/* webpackChunkName: "i18n-mfe_discover-fr" */ './fr.json').then((m) => m.default),
  de: () => import(/* webpackChunkName: "i18n-mfe_discover-de" */ './de.json').then((m) => m.default),
  zh: () => import(/* webpackChunkName: "i18n-mfe_discover-zh" */ './zh.json').then((m) => m.default),
  'zh-Hant': () =>
    import(/* webpackChunkName: "i18n-mfe_discover-zh-Hant" */ './zh-Hant.json').then((m) => m.default),
  'es-ES': () =>
    import(/* webpackChunkName: "i18n-mfe_discover-es-ES" */ './es-ES.json').then((m) => m.default),
  it: () => import(/* webpackChunkName: "i18n-mfe_discover-it" */ './it.json').then((m) => m.default),
  pt: () => import(/* webpackChunkName: "i18n-mfe_discover-pt" */ './pt.json').then((m) => m.default),
  ko: () => import(/* webpackChunkName: "i18n-mfe_discover-ko" */ './ko.json').then((m) => m.default),
};

/** Adds the remote's strings to the shared i18next instance (idempotent); resolves once the active locale is in. */
export function registerDiscoverI18n(i18n: I18n): Promise<void> {
  return registerLazyResources(i18n, DISCOVER_NS, { en, loaders: LOADERS });
}
