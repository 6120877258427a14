import { createI18n, LOCALE_CODES } from '@ltk/i18n';
import { authEn } from './en';
import { AUTH_LOADERS, AUTH_NS, registerAuthStrings } from '.';

describe('auth strings', () => {
  it('serves the exact section-5 form messages in English', () => {
    const i18n = createI18n('en');
    void registerAuthStrings(i18n);
    const t = i18n.getFixedT('en', AUTH_NS);
    expect(t('form.required')).toBe('This field is required.');
    expect(t('form.email')).toBe('Please enter a valid email');
    expect(t('form.passwordMin')).toBe('Password must be 8 characters or more.');
    expect(t('form.match')).toBe('Passwords must match');
  });

  it('translates every key in every locale (no English left outside en and en-GB)', async () => {
    const brandOrNeutral = new Set(['login.email', 'login.password']);
    for (const code of LOCALE_CODES) {
      const strings = code === 'en' ? authEn : await AUTH_LOADERS[code]?.();
      expect(Object.keys(strings ?? {}).sort()).toEqual(Object.keys(authEn).sort());
      if (code === 'en' || code === 'en-GB') continue;
      const untranslated = Object.entries(strings ?? {}).filter(
        ([key, value]) => value === authEn[key as keyof typeof authEn] && !brandOrNeutral.has(key),
      );
      expect({ code, untranslated }).toEqual({ code, untranslated: [] });
    }
  });

  it('is French once registered under French', async () => {
    const i18n = createI18n('fr');
    await registerAuthStrings(i18n);
    expect(i18n.t('form.required', { ns: AUTH_NS })).toBe('Ce champ est obligatoire.');
  });
});
