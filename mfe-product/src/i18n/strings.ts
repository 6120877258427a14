import { defineRemoteStrings, type LocaleLoaders } from '@ltk/i18n';
import en from './en.json';

/** This remote's strings (namespace: its MF name): English ships with the remote, other locales load on demand. */
export const strings = defineRemoteStrings('mfe_product', {
  en,
  loaders: {
    'en-GB': () =>
      import(/* webpackChunkName: "i18n-mfe_product-en-GB" */ './en-GB.json').then((m) => m.default),
    fr: () => import(/* webpackChunkName: "i18n-mfe_product-fr" */ './fr.json').then((m) => m.default),
    de: () => import(/* webpackChunkName: "i18n-mfe_product-de" */ './de.json').then((m) => m.default),
    zh: () => import(/* webpackChunkName: "i18n-mfe_product-zh" */ './zh.json').then((m) => m.default),
    'zh-Hant': () =>
      import(/* webpackChunkName: "i18n-mfe_product-zh-Hant" */ './zh-Hant.json').then((m) => m.default),
    'es-ES': () =>
      import(/* webpackChunkName: "i18n-mfe_product-es-ES" */ './es-ES.json').then((m) => m.default),
    it: () => import(/* webpackChunkName: "i18n-mfe_product-it" */ './it.json').then((m) => m.default),
    pt: () => import(/* webpackChunkName: "i18n-mfe_product-pt" */ './pt.json').then((m) => m.default),
    ko: () => import(/* webpackChunkName: "i18n-mfe_product-ko" */ './ko.json').then((m) => m.default),
  } satisfies LocaleLoaders<typeof en>,
});
