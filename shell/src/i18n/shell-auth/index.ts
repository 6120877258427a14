import { registerLazyResources, type I18n, type LocaleLoaders } from '@ltk/i18n';
import { authEn, type AuthStrings } from './en';

/** Namespace of the auth pages' strings: they load with the auth pages, not with every page. */
export const AUTH_NS = 'shell-auth';

export const AUTH_LOADERS: LocaleLoaders<AuthStrings> = {
  'en-GB': () => import(/* webpackChunkName: "i18n-shell-auth-en-GB" */ './en-gb').then((m) => m.authEnGb),
  fr: () => import(/* webpackChunkName: "i18n-shell-auth-fr" */ './fr').then((m) => m.authFr),
  de: () => import(/* webpackChunkName: "i18n-shell-auth-de" */ './de').then((m) => m.authDe),
  zh: () => import(/* webpackChunkName: "i18n-shell-auth-zh" */ './zh').then((m) => m.authZh),
  'zh-Hant': () =>
    import(/* webpackChunkName: "i18n-shell-auth-zh-Hant" */ './zh-hant').then((m) => m.authZhHant),
  'es-ES': () => import(/* webpackChunkName: "i18n-shell-auth-es-ES" */ './es-es').then((m) => m.authEsEs),
  it: () => import(/* webpackChunkName: "i18n-shell-auth-it" */ './it').then((m) => m.authIt),
  pt: () => import(/* webpackChunkName: "i18n-shell-auth-pt" */ './pt').then((m) => m.authPt),
  ko: () => import(/* webpackChunkName: "i18n-shell-auth-ko" */ './ko').then((m) => m.authKo),
};

/** Adds the auth strings (English now, the active locale on demand); resolves when the active locale is in. */
export function registerAuthStrings(i18n: I18n): Promise<void> {
  return registerLazyResources(i18n, AUTH_NS, { en: authEn, loaders: AUTH_LOADERS });
}
