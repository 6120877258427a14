import { defineRemoteStrings, type LocaleLoaders } from '@ltk/i18n';
import en from './i18n/en.json';

/** The product-set page's strings (namespace `mfe_product_sets`, loaded with the page's chunk). */
export const productSetStrings = defineRemoteStrings('mfe_product_sets', {
  en,
  loaders: {
    'en-GB': () =>
      import(/* webpackChunkName: "i18n-mfe_product_sets-en-GB" */ './i18n/en-GB.json').then(
        (m) => m.default,
      ),
    fr: () =>
      import(/* webpackChunkName: "i18n-mfe_product_sets-fr" */ './i18n/fr.json').then((m) => m.default),
    de: () =>
      import(/* webpackChunkName: "i18n-mfe_product_sets-de" */ './i18n/de.json').then((m) => m.default),
    zh: () =>
      import(/* webpackChunkName: "i18n-mfe_product_sets-zh" */ './i18n/zh.json').then((m) => m.default),
    'zh-Hant': () =>
      import(/* webpackChunkName: "i18n-mfe_product_sets-zh-Hant" */ './i18n/zh-Hant.json').then(
        (m) => m.default,
      ),
    'es-ES': () =>
      import(/* webpackChunkName: "i18n-mfe_product_sets-es-ES" */ './i18n/es-ES.json').then(
        (m) => m.default,
      ),
    it: () =>
      import(/* webpackChunkName: "i18n-mfe_product_sets-it" */ './i18n/it.json').then((m) => m.default),
    pt: () =>
      import(/* webpackChunkName: "i18n-mfe_product_sets-pt" */ './i18n/pt.json').then((m) => m.default),
    ko: () =>
      import(/* webpackChunkName: "i18n-mfe_product_sets-ko" */ './i18n/ko.json').then((m) => m.default),
  } satisfies LocaleLoaders<typeof en>,
});
