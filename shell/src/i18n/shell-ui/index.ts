import type { LocaleLoaders } from '@ltk/i18n';
import type { ShellUiResources } from './en';

/** The shell features' strings outside English (flat dotted keys), one chunk per locale. */
export const SHELL_UI_LOADERS: LocaleLoaders<ShellUiResources> = {
  'en-GB': () => import(/* webpackChunkName: "i18n-shell-ui-en-GB" */ './en-gb').then((m) => m.shellUiEnGb),
  fr: () => import(/* webpackChunkName: "i18n-shell-ui-fr" */ './fr').then((m) => m.shellUiFr),
  de: () => import(/* webpackChunkName: "i18n-shell-ui-de" */ './de').then((m) => m.shellUiDe),
  zh: () => import(/* webpackChunkName: "i18n-shell-ui-zh" */ './zh').then((m) => m.shellUiZh),
  'zh-Hant': () =>
    import(/* webpackChunkName: "i18n-shell-ui-zh-Hant" */ './zh-hant').then((m) => m.shellUiZhHant),
  'es-ES': () => import(/* webpackChunkName: "i18n-shell-ui-es-ES" */ './es-es').then((m) => m.shellUiEsEs),
  it: () => import(/* webpackChunkName: "i18n-shell-ui-it" */ './it').then((m) => m.shellUiIt),
  pt: () => import(/* webpackChunkName: "i18n-shell-ui-pt" */ './pt').then((m) => m.shellUiPt),
  ko: () => import(/* webpackChunkName: "i18n-shell-ui-ko" */ './ko').then((m) => m.shellUiKo),
};
