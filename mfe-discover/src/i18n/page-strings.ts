import { defineRemoteStrings, type LocaleLoaders } from '@ltk/i18n';
import en from './pages/en.json';

/**
 * The strings of the pages that load on their own routes (namespace `mfe_discover_pages`): kept out of the
 * remote's first chunk, so /home's first load does not carry them. Registered on first use; react-i18next
 * suspends a page until the active locale's strings are in (through the lazy backend of `@ltk/i18n`).
 */
const pageStrings = defineRemoteStrings('mfe_discover_pages', {
  en,
  loaders: {
    'en-GB': () =>
      import(/* webpackChunkName: "i18n-mfe_discover-en-GB" */ './pages/en-GB.json').then((m) => m.default),
    fr: () => import(/* webpackChunkName: "i18n-mfe_discover-fr" */ './pages/fr.json').then((m) => m.default),
    de: () => import(/* webpackChunkName: "i18n-mfe_discover-de" */ './pages/de.json').then((m) => m.default),
    zh: () => import(/* webpackChunkName: "i18n-mfe_discover-zh" */ './pages/zh.json').then((m) => m.default),
    'zh-Hant': () =>
      import(/* webpackChunkName: "i18n-mfe_discover-zh-Hant" */ './pages/zh-Hant.json').then(
        (m) => m.default,
      ),
    'es-ES': () =>
      import(/* webpackChunkName: "i18n-mfe_discover-es-ES" */ './pages/es-ES.json').then((m) => m.default),
    it: () => import(/* webpackChunkName: "i18n-mfe_discover-it" */ './pages/it.json').then((m) => m.default),
    pt: () => import(/* webpackChunkName: "i18n-mfe_discover-pt" */ './pages/pt.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "i18n-mfe_discover-ko" */ './pages/ko.json').then((m) => m.default),
  } satisfies LocaleLoaders<typeof en>,
});

/** The pages' typed `t`. */
export const usePageStrings = () => pageStrings.useStrings();
