import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '@ltk/contracts';
import { isSupportedLocale, type LocaleCode } from './locales';

/** The `locale` cookie when it holds a supported code, else null. */
export function readLocaleCookie(doc: Document = document): LocaleCode | null {
  for (const part of doc.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return isSupportedLocale(value) ? value : null;
    }
  }
  return null;
}

/** Saves the locale cookie for one year; unsupported codes are refused (returns false). */
export function writeLocaleCookie(code: string, doc: Document = document): boolean {
  if (!isSupportedLocale(code)) return false;
  doc.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(code)}; max-age=${LOCALE_COOKIE_MAX_AGE_S}; path=/; samesite=lax`;
  return true;
}
