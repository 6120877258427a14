import { createInstance, type i18n } from 'i18next';
import { COMMON_RESOURCES } from '../resources/common';
import { COMMON_NS } from './namespaces';
import { DEFAULT_LOCALE, isSupportedLocale, LOCALE_CODES } from './locales';

export interface CreateI18nOptions {
  /** Called for a key missing in every fallback language (development: make it loud). */
  onMissingKey?: (locale: string, namespace: string, key: string) => void;
}

/** Creates a ready (synchronously initialised) i18next instance with the common namespace. */
export function createI18n(locale: string = DEFAULT_LOCALE, options: CreateI18nOptions = {}): i18n {
  const instance = createInstance();
  const lng = isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
  const { onMissingKey } = options;
  void instance.init({
    lng,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALE_CODES],
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    resources: Object.fromEntries(
      Object.entries(COMMON_RESOURCES).map(([code, strings]) => [code, { [COMMON_NS]: strings }]),
    ),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: Boolean(onMissingKey),
    missingKeyHandler: onMissingKey ? (lngs, ns, key) => onMissingKey(lngs.join(','), ns, key) : undefined,
  });
  return instance;
}
