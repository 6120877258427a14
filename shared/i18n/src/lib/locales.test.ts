import { categoriesCountry, isSupportedLocale, LOCALE_MAP } from './locales';
import { readLocaleCookie, writeLocaleCookie } from './locale-cookie';

describe('locales', () => {
  it('maps codes as in section 9', () => {
    expect(LOCALE_MAP['zh-Hant']).toBe('zh_HANT');
    expect(LOCALE_MAP.pt).toBe('pt_BR');
    expect(categoriesCountry('en-GB')).toBe('uk');
    expect(categoriesCountry('zh-Hant')).toBe('cn');
    expect(categoriesCountry('fr')).toBe('us');
    expect(isSupportedLocale('es-419')).toBe(false);
    expect(isSupportedLocale('ko')).toBe(true);
  });

  it('writes and reads the locale cookie, refusing unsupported codes', () => {
    expect(writeLocaleCookie('xx')).toBe(false);
    expect(readLocaleCookie()).toBeNull();
    expect(writeLocaleCookie('de')).toBe(true);
    expect(readLocaleCookie()).toBe('de');
    document.cookie = 'locale=klingon; path=/';
    expect(readLocaleCookie()).toBeNull();
  });
});
