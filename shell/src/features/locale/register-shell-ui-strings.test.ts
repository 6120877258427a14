import { createI18n, LOCALE_CODES } from '@ltk/i18n';
import { registerShellUiStrings, SHELL_UI_NS } from './register-shell-ui-strings';
import { shellUiEn } from './resources/en';
import { SHELL_UI_RESOURCES } from './resources';

describe('shell-ui strings', () => {
  it('serves the exact spec strings in English', () => {
    const i18n = createI18n('en');
    registerShellUiStrings(i18n);
    const t = i18n.getFixedT('en', SHELL_UI_NS);
    expect(t('form.required')).toBe('This field is required.');
    expect(t('form.email')).toBe('Please enter a valid email');
    expect(t('form.passwordMin')).toBe('Password must be 8 characters or more.');
    expect(t('error.notFoundTitle')).toBe('404 Oh No!');
    expect(t('banner.visitingShop', { creatorName: 'Anna' })).toBe('Visiting Anna Shop');
  });

  it('translates every key in every locale (no English left outside en and en-GB)', () => {
    const brandOrNeutral = new Set(['login.email', 'login.password', 'nav.shop', 'nav.menu', 'header.cart']);
    for (const code of LOCALE_CODES) {
      const strings = SHELL_UI_RESOURCES[code];
      expect(Object.keys(strings).sort()).toEqual(Object.keys(shellUiEn).sort());
      if (code === 'en' || code === 'en-GB') continue;
      const untranslated = Object.entries(strings).filter(
        ([key, value]) => value === shellUiEn[key as keyof typeof shellUiEn] && !brandOrNeutral.has(key),
      );
      expect({ code, untranslated }).toEqual({ code, untranslated: [] });
    }
  });
});
