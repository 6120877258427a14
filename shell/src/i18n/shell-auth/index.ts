import { registerLazyResources, type I18n, type LocaleLoaders } from '@ltk/i18n';
import { authEn, type AuthStrings } from './en';

/** Namespace of the auth pages' strings: they load with the auth pages, not with every page. */
export const AUTH_NS = 'shell-auth';

// Unnamed chunks, as the shell-ui locales (i18n/shell-ui/index.ts).
export const AUTH_LOADERS: LocaleLoaders<AuthStrings> = {
  'en-GB': () => import('./en-gb').then((m) => m.authEnGb),
  fr: () => import('./fr').then((m) => m.authFr),
  de: () => import('./de').then((m) => m.authDe),
  zh: () => import('./zh').then((m) => m.authZh),
  'zh-Hant': () => import('./zh-hant').then((m) => m.authZhHant),
  'es-ES': () => import('./es-es').then((m) => m.authEsEs),
  it: () => import('./it').then((m) => m.authIt),
  pt: () => import('./pt').then((m) => m.authPt),
  ko: () => import('./ko').then((m) => m.authKo),
};

/** Adds the auth strings (English now, the active locale on demand); resolves when the active locale is in. */
export function registerAuthStrings(i18n: I18n): Promise<void> {
  return registerLazyResources(i18n, AUTH_NS, { en: authEn, loaders: AUTH_LOADERS });
}
