import { createI18n } from './create-i18n';
import { registerResources } from './register-resources';
import { LOCALE_CODES } from './locales';
import { COMMON_RESOURCES } from '../resources/common';
import { commonEn } from '../resources/common/en';

describe('createI18n', () => {
  it('is ready synchronously with the spec strings in English', () => {
    const i18n = createI18n('en');
    expect(i18n.t('errorLoadingLtks')).toBe('Error Loading LTKs.');
    expect(i18n.t('youSave', { discountPercent: 25 })).toBe('You Save 25%');
    expect(i18n.t('noResults')).toBe('No results found.');
  });

  it('translates and falls back to English for unsupported codes', () => {
    expect(createI18n('fr').t('tryAgain')).toBe('Réessayer');
    expect(createI18n('xx').language).toBe('en');
  });

  it('creates independent instances', () => {
    const a = createI18n('en');
    const b = createI18n('en');
    void a.changeLanguage('de');
    expect(b.language).toBe('en');
  });

  it('has every common key in all 10 locales', () => {
    expect(LOCALE_CODES).toHaveLength(10);
    for (const code of LOCALE_CODES) {
      expect(Object.keys(COMMON_RESOURCES[code]).sort()).toEqual(Object.keys(commonEn).sort());
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
    const i18n = createI18n('fr');
    registerResources(i18n, 'mfe_cart', {
      en: { title: 'My Carts', empty: 'Your cart is empty' },
      fr: { title: 'Mes paniers' },
    });
    expect(i18n.t('title', { ns: 'mfe_cart' })).toBe('Mes paniers');
    expect(i18n.t('empty', { ns: 'mfe_cart' })).toBe('Your cart is empty');
  });
});
