import { defineRemoteStrings, type LocaleLoaders } from '@ltk/i18n';
import en from './i18n/en.json';

/** The share button's strings (namespace `ltk_share`): English ships with it, the others load on demand. */
export const shareStrings = defineRemoteStrings('ltk_share', {
  en,
  loaders: {
    'en-GB': () =>
      import(/* webpackChunkName: "i18n-ltk_share-en-GB" */ './i18n/en-GB.json').then((m) => m.default),
    fr: () => import(/* webpackChunkName: "i18n-ltk_share-fr" */ './i18n/fr.json').then((m) => m.default),
    de: () => import(/* webpackChunkName: "i18n-ltk_share-de" */ './i18n/de.json').then((m) => m.default),
    zh: () => import(/* webpackChunkName: "i18n-ltk_share-zh" */ './i18n/zh.json').then((m) => m.default),
    'zh-Hant': () =>
      import(/* webpackChunkName: "i18n-ltk_share-zh-Hant" */ './i18n/zh-Hant.json').then((m) => m.default),
    'es-ES': () =>
      import(/* webpackChunkName: "i18n-ltk_share-es-ES" */ './i18n/es-ES.json').then((m) => m.default),
    it: () => import(/* webpackChunkName: "i18n-ltk_share-it" */ './i18n/it.json').then((m) => m.default),
    pt: () => import(/* webpackChunkName: "i18n-ltk_share-pt" */ './i18n/pt.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "i18n-ltk_share-ko" */ './i18n/ko.json').then((m) => m.default),
  } satisfies LocaleLoaders<typeof en>,
});
