import { createInstance, type i18n } from 'i18next';
import { COMMON_LOADERS } from '../resources/common';
import { commonEn } from '../resources/common/en';
import { attachLazyRegistry } from './lazy-resources';
import { createLocaleBackend } from './locale-backend';
import { COMMON_NS } from './namespaces';
import { DEFAULT_LOCALE, isSupportedLocale, LOCALE_CODES } from './locales';

export interface CreateI18nOptions {
  /** Called for a key missing in every fallback language (development: make it loud). */
  onMissingKey?: (locale: string, namespace: string, key: string) => void;
}

/**
 * Creates an i18next instance with the common namespace: English is ready synchronously, any other locale
 * loads on demand (await `whenLocaleReady(instance)` before the first render). No globals.
 */
export function createI18n(locale: string = DEFAULT_LOCALE, options: CreateI18nOptions = {}): i18n {
  const instance = createInstance();
  const registry = attachLazyRegistry(instance);
  registry.loaders.set(COMMON_NS, COMMON_LOADERS);
  const lng = isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
  const { onMissingKey } = options;
  void instance.use(createLocaleBackend(registry)).init({
    lng,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALE_CODES],
    // A locale falls back to English only (not zh-Hant to zh): every locale is complete, and one chunk loads.
    load: 'currentOnly',
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    resources: { [DEFAULT_LOCALE]: { [COMMON_NS]: commonEn } },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: Boolean(onMissingKey),
    missingKeyHandler: onMissingKey ? (lngs, ns, key) => onMissingKey(lngs.join(','), ns, key) : undefined,
  });
  return instance;
}
