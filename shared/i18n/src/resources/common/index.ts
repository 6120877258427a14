import type { LocaleLoaders } from '../../lib/lazy-resources';
import type { CommonResources } from './en';

/** The `common` namespace outside English, one chunk per locale. */
export const COMMON_LOADERS: LocaleLoaders<CommonResources> = {
  'en-GB': () => import(/* webpackChunkName: "i18n-common-en-GB" */ './en-gb').then((m) => m.commonEnGb),
  fr: () => import(/* webpackChunkName: "i18n-common-fr" */ './fr').then((m) => m.commonFr),
  de: () => import(/* webpackChunkName: "i18n-common-de" */ './de').then((m) => m.commonDe),
  zh: () => import(/* webpackChunkName: "i18n-common-zh" */ './zh').then((m) => m.commonZh),
  'zh-Hant': () =>
    import(/* webpackChunkName: "i18n-common-zh-Hant" */ './zh-hant').then((m) => m.commonZhHant),
  'es-ES': () => import(/* webpackChunkName: "i18n-common-es-ES" */ './es-es').then((m) => m.commonEsEs),
  it: () => import(/* webpackChunkName: "i18n-common-it" */ './it').then((m) => m.commonIt),
  pt: () => import(/* webpackChunkName: "i18n-common-pt" */ './pt').then((m) => m.commonPt),
  ko: () => import(/* webpackChunkName: "i18n-common-ko" */ './ko').then((m) => m.commonKo),
};
