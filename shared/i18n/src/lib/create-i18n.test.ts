import { createI18n } from './create-i18n';
import { registerResources } from './register-resources';
import { whenLocaleReady } from './lazy-resources';
import { LOCALE_CODES } from './locales';
import { COMMON_LOADERS } from '../resources/common';
import { commonEn } from '../resources/common/en';

describe('createI18n', () => {
  it('is ready synchronously with the spec strings in English', () => {
    const i18n = createI18n('en');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('errorLoadingLtks')).toBe('Error Loading LTKs.');
    expect(i18n.t('youSave', { discountPercent: 25 })).toBe('You Save 25%');
    expect(i18n.t('noResults')).toBe('No results found.');
  });

  it('loads another locale on demand and falls back to English for unsupported codes', async () => {
    const i18n = createI18n('fr');
    expect(i18n.language).toBe('fr');
    await whenLocaleReady(i18n);
    expect(i18n.t('tryAgain')).toBe('Réessayer');
    expect(createI18n('xx').language).toBe('en');
  });

  it('creates independent instances', () => {
    const a = createI18n('en');
    const b = createI18n('en');
    void a.changeLanguage('de');
    expect(b.language).toBe('en');
  });

  it('has every common key in all 10 locales', async () => {
    expect(LOCALE_CODES).toHaveLength(10);
    for (const code of LOCALE_CODES) {
      const strings = code === 'en' ? commonEn : await COMMON_LOADERS[code]?.();
      expect(Object.keys(strings ?? {}).sort()).toEqual(Object.keys(commonEn).sort());
    }
  });

  it('reports missing keys when asked', () => {
    const onMissingKey = jest.fn();
    const i18n = createI18n('en', { onMissingKey });
    i18n.t('nope');
    expect(onMissingKey).toHaveBeenCalledWith('en', 'common', 'nope');
  });
});

describe('registerResources', () => {
  it('adds a remote namespace with English fallback per key', () => {
    const i18n = createI18n('en');
    registerResources(i18n, 'mfe_cart', {
      en: { title: 'My Carts', empty: 'Your cart is empty' },
      fr: { title: 'Mes paniers' },
    });
    const t = i18n.getFixedT('fr', 'mfe_cart');
    expect(t('title')).toBe('Mes paniers');
    expect(t('empty')).toBe('Your cart is empty');
  });
});
