import { createI18n, LOCALE_CODES } from '@ltk/i18n';
import { readyShellUiStrings, registerShellUiStrings, SHELL_UI_NS } from './register-shell-ui-strings';
import { shellUiEn } from './shell-ui/en';
import { SHELL_UI_LOADERS } from './shell-ui';

describe('shell-ui strings', () => {
  it('serves the exact spec strings in English', () => {
    const i18n = createI18n('en');
    void registerShellUiStrings(i18n);
    const t = i18n.getFixedT('en', SHELL_UI_NS);
    expect(t('error.notFoundTitle')).toBe('404 Oh No!');
    expect(t('banner.visitingShop', { creatorName: 'Anna' })).toBe('Visiting Anna Shop');
  });

  it('translates every key in every locale (no English left outside en and en-GB)', async () => {
    const brandOrNeutral = new Set(['nav.shop', 'nav.menu', 'header.cart']);
    for (const code of LOCALE_CODES) {
      const strings = code === 'en' ? shellUiEn : await SHELL_UI_LOADERS[code]?.();
      expect(Object.keys(strings ?? {}).sort()).toEqual(Object.keys(shellUiEn).sort());
      if (code === 'en' || code === 'en-GB') continue;
      const untranslated = Object.entries(strings ?? {}).filter(
        ([key, value]) => value === shellUiEn[key as keyof typeof shellUiEn] && !brandOrNeutral.has(key),
      );
      expect({ code, untranslated }).toEqual({ code, untranslated: [] });
    }
  });

  it('is French from the first render once ready, common strings included', async () => {
    const i18n = createI18n('fr');
    await readyShellUiStrings(i18n);
    expect(i18n.t('nav.discover', { ns: SHELL_UI_NS })).toBe('Découvrir');
    expect(i18n.t('tryAgain')).toBe('Réessayer');
  });

  it('keeps the British spellings over US English', async () => {
    const i18n = createI18n('en-GB');
    await readyShellUiStrings(i18n);
    expect(i18n.t('nav.favorites', { ns: SHELL_UI_NS })).toBe('Favourites');
    expect(i18n.t('nav.settings', { ns: SHELL_UI_NS })).toBe('Settings');
  });
});
