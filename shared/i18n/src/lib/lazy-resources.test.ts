import { createInstance } from 'i18next';
import { createI18n } from './create-i18n';
import { loadLocale, registerLazyResources, whenLocaleReady } from './lazy-resources';
import { registerResources } from './register-resources';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const en = { title: 'My Carts', favorites: 'Favorites' };

describe('registerLazyResources', () => {
  it('serves English at once and runs only the active locale’s loader', async () => {
    const i18n = createI18n('fr');
    const fr = jest.fn(async () => ({ title: 'Mes paniers' }));
    const de = jest.fn(async () => ({ title: 'Meine Warenkörbe' }));
    const ready = registerLazyResources(i18n, 'mfe_cart', { en, loaders: { fr, de } });
    expect(i18n.getFixedT('en', 'mfe_cart')('title')).toBe('My Carts');
    await ready;
    expect(fr).toHaveBeenCalledTimes(1);
    expect(de).not.toHaveBeenCalled();
    expect(i18n.t('title', { ns: 'mfe_cart' })).toBe('Mes paniers');
    expect(i18n.t('favorites', { ns: 'mfe_cart' })).toBe('Favorites');
  });

  it('loads the active language for a namespace registered after a switch', async () => {
    const i18n = createI18n('en');
    await loadLocale(i18n, 'de');
    await i18n.changeLanguage('de');
    const de = jest.fn(async () => ({ title: 'Meine Warenkörbe' }));
    await registerLazyResources(i18n, 'mfe_cart', { en, loaders: { de } });
    expect(de).toHaveBeenCalledTimes(1);
    expect(i18n.t('title', { ns: 'mfe_cart' })).toBe('Meine Warenkörbe');
  });

  it('keeps en-GB’s overrides over English', async () => {
    const i18n = createI18n('en-GB');
    await registerLazyResources(i18n, 'shell-ui', {
      en,
      loaders: { 'en-GB': async () => ({ ...en, favorites: 'Favourites' }) },
    });
    expect(i18n.t('favorites', { ns: 'shell-ui' })).toBe('Favourites');
    expect(i18n.t('title', { ns: 'shell-ui' })).toBe('My Carts');
  });

  it('counts a namespace with no loader for the active locale as loaded (English only, no suspense)', async () => {
    const i18n = createI18n('fr');
    registerResources(i18n, 'shell', { en: { title: 'Discover' } });
    await whenLocaleReady(i18n);
    expect(i18n.hasLoadedNamespace('shell')).toBe(true);
    expect(i18n.t('title', { ns: 'shell' })).toBe('Discover');
  });

  it('refuses an instance that createI18n did not make', () => {
    expect(() => registerLazyResources(createInstance(), 'x', { en, loaders: {} })).toThrow(/createI18n/);
  });
});

describe('switching language', () => {
  it('applies the new language only once its strings are in', async () => {
    const i18n = createI18n('en');
    const fr = deferred<{ title: string }>();
    await registerLazyResources(i18n, 'mfe_cart', { en, loaders: { fr: () => fr.promise } });
    const seen: string[] = [];
    i18n.on('languageChanged', () => seen.push(i18n.t('title', { ns: 'mfe_cart' })));

    const switched = i18n.changeLanguage('fr');
    await Promise.resolve();
    expect(i18n.language).toBe('en');
    expect(seen).toEqual([]);

    fr.resolve({ title: 'Mes paniers' });
    await switched;
    expect(i18n.language).toBe('fr');
    expect(seen).toEqual(['Mes paniers']);
  });

  it('loads each locale once', async () => {
    const i18n = createI18n('en');
    const fr = jest.fn(async () => ({ title: 'Mes paniers' }));
    await registerLazyResources(i18n, 'mfe_cart', { en, loaders: { fr } });
    await loadLocale(i18n, 'fr');
    await i18n.changeLanguage('fr');
    await i18n.changeLanguage('en');
    await loadLocale(i18n, 'fr');
    await i18n.changeLanguage('fr');
    expect(fr).toHaveBeenCalledTimes(1);
  });

  it('falls back to English and logs when a locale fails to load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = createI18n('en');
    const chunkError = new Error('Loading chunk i18n-mfe_cart-fr failed');
    await registerLazyResources(i18n, 'mfe_cart', { en, loaders: { fr: () => Promise.reject(chunkError) } });

    await expect(loadLocale(i18n, 'fr')).resolves.toBeUndefined();
    await i18n.changeLanguage('fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('title', { ns: 'mfe_cart' })).toBe('My Carts');
    expect(i18n.t('tryAgain')).toBe('Réessayer');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('mfe_cart (fr)'), chunkError);
    error.mockRestore();
  });

  it('loads a namespace registered mid-switch in the language being switched to', async () => {
    const i18n = createI18n('en');
    const switched = i18n.changeLanguage('de');
    const de = jest.fn(async () => ({ title: 'Meine Warenkörbe' }));
    await registerLazyResources(i18n, 'mfe_cart', { en, loaders: { de } });
    expect(de).toHaveBeenCalledTimes(1);
    await switched;
    await whenLocaleReady(i18n);
    expect(i18n.t('title', { ns: 'mfe_cart' })).toBe('Meine Warenkörbe');
  });
});

describe('the instance as react-i18next hands it out', () => {
  it('finds the registry through a proxy of the instance', async () => {
    const i18n = createI18n('fr');
    const wrapped = new Proxy(i18n, {});
    const fr = jest.fn(async () => ({ title: 'Mes paniers' }));
    await registerLazyResources(wrapped, 'mfe_cart', { en, loaders: { fr } });
    expect(i18n.t('title', { ns: 'mfe_cart' })).toBe('Mes paniers');
  });
});
