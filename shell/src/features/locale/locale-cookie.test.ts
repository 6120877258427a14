import { LOCALE_COOKIE_MAX_AGE_S } from '@ltk/contracts';
import { readLocaleCookie, writeLocaleCookie } from '@ltk/i18n';

function fakeDoc(initial = ''): Document {
  const doc = { written: [] as string[], cookie: initial };
  return new Proxy(doc, {
    set(target, key, value: string) {
      if (key === 'cookie') target.written.push(value);
      return Reflect.set(target, key, value);
    },
  }) as unknown as Document;
}

describe('locale cookie rules', () => {
  it('writes supported codes for one year at the site root', () => {
    const doc = fakeDoc();
    expect(writeLocaleCookie('zh-Hant', doc)).toBe(true);
    expect(doc.cookie).toBe(`locale=zh-Hant; max-age=${LOCALE_COOKIE_MAX_AGE_S}; path=/; samesite=lax`);
    expect(LOCALE_COOKIE_MAX_AGE_S).toBe(365 * 24 * 60 * 60);
  });

  it('refuses unsupported codes', () => {
    const doc = fakeDoc();
    expect(writeLocaleCookie('es-419', doc)).toBe(false);
    expect(writeLocaleCookie('EN', doc)).toBe(false);
    expect(doc.cookie).toBe('');
  });

  it('reads only a supported code', () => {
    expect(readLocaleCookie(fakeDoc('a=1; locale=pt; b=2'))).toBe('pt');
    expect(readLocaleCookie(fakeDoc('locale=xx'))).toBeNull();
    expect(readLocaleCookie(fakeDoc(''))).toBeNull();
  });
});
