import type { Locale } from '@ltk/contracts';

/** The 10 supported locales of section 9 (en is the default). */
export const LOCALES = [
  { code: 'en', iso: 'en-US', file: 'en.json', name: 'English (US)' },
  { code: 'en-GB', iso: 'en-GB', file: 'en-GB.json', name: 'English (UK)' },
  { code: 'fr', iso: 'fr-FR', file: 'fr.json', name: 'Français' },
  { code: 'de', iso: 'de-DE', file: 'de.json', name: 'Deutsch' },
  { code: 'zh', iso: 'zh-Hans', file: 'zh.json', name: '简体中文' },
  { code: 'zh-Hant', iso: 'zh-Hant', file: 'zh-Hant.json', name: '繁體中文' },
  { code: 'es-ES', iso: 'es-ES', file: 'es-ES.json', name: 'Español (España)' },
  { code: 'it', iso: 'it-IT', file: 'it.json', name: 'Italiano' },
  { code: 'pt', iso: 'pt-BR', file: 'pt.json', name: 'Português (Brasil)' },
  { code: 'ko', iso: 'ko-KR', file: 'ko.json', name: '한국어' },
] as const satisfies readonly Locale[];

export type LocaleCode = (typeof LOCALES)[number]['code'];

export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((locale) => locale.code);

export const DEFAULT_LOCALE: LocaleCode = 'en';

/** Locale code to the api's locale identifier (es-419 appears here though it is not selectable). */
export const LOCALE_MAP = {
  en: 'en_US',
  'en-GB': 'en_GB',
  fr: 'fr_FR',
  de: 'de_DE',
  zh: 'zh_HANS',
  'zh-Hant': 'zh_HANT',
  'es-419': 'es_419',
  'es-ES': 'es_ES',
  it: 'it_IT',
  pt: 'pt_BR',
  ko: 'ko_KR',
} as const;

const CATEGORY_COUNTRIES: Partial<Record<string, string>> = {
  'en-GB': 'uk',
  zh: 'cn',
  'zh-Hant': 'cn',
  'es-ES': 'es',
  pt: 'br',
  ko: 'kr',
};

/** Locale code to the categories country; every other locale maps to `us`. */
export const CATEGORIES_COUNTRY_MAP: Readonly<Partial<Record<string, string>>> = CATEGORY_COUNTRIES;

/** The categories country for a locale (default `us`). */
export function categoriesCountry(locale: string): string {
  return CATEGORY_COUNTRIES[locale] ?? 'us';
}

/** True for one of the 10 supported locale codes. */
export function isSupportedLocale(code: unknown): code is LocaleCode {
  return typeof code === 'string' && (LOCALE_CODES as readonly string[]).includes(code);
}
