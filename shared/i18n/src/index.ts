export {
  LOCALES,
  LOCALE_CODES,
  DEFAULT_LOCALE,
  LOCALE_MAP,
  CATEGORIES_COUNTRY_MAP,
  categoriesCountry,
  isSupportedLocale,
  type LocaleCode,
} from './lib/locales';
export { readLocaleCookie, writeLocaleCookie } from './lib/locale-cookie';
export { createI18n, type CreateI18nOptions } from './lib/create-i18n';
export { registerResources, type NamespaceResources } from './lib/register-resources';
export {
  registerLazyResources,
  loadLocale,
  whenLocaleReady,
  type LazyResources,
  type LocaleLoader,
  type LocaleLoaders,
} from './lib/lazy-resources';
export {
  defineRemoteStrings,
  type RemoteStrings,
  type StringKey,
  type TypedT,
} from './lib/define-remote-strings';
export { COMMON_NS } from './lib/namespaces';
export { useCommonTranslation } from './lib/use-common-translation';
export { commonEn, type CommonKey, type CommonResources } from './resources/common/en';
export type { i18n as I18n } from 'i18next';
