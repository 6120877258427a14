import { makeAuthState } from '@ltk/testing';
import { createTestPlatform } from '@ltk/testing';
import { readLocaleCookie, registerLazyResources } from '@ltk/i18n';
import { startLocaleSync } from './start-locale-sync';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function clearCookie() {
  document.cookie = 'locale=; max-age=0; path=/';
  document.documentElement.lang = 'en';
}

/** A platform whose 'test-ns' strings load at once in German and, in French, only when `resolveFr` is called. */
async function platformWithSlowFrench() {
  const { platform } = createTestPlatform();
  let resolveFr: (strings: { title: string }) => void = () => undefined;
  const fr = new Promise<{ title: string }>((resolve) => (resolveFr = resolve));
  await registerLazyResources(platform.i18n, 'test-ns', {
    en: { title: 'Favorites' },
    loaders: { fr: () => fr, de: async () => ({ title: 'Favoriten' }) },
  });
  return { platform, resolveFr };
}

describe('locale sync', () => {
  beforeEach(clearCookie);

  it('switches i18next and <html lang>, and writes a supported locale cookie for a visitor', async () => {
    const { platform, fetchMock } = createTestPlatform();
    const stop = startLocaleSync(platform);
    platform.bus.publish('locale', { locale: 'fr' });
    await flush();
    expect(platform.i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(readLocaleCookie()).toBe('fr');
    expect(fetchMock.calls).toHaveLength(0);
    stop();
  });

  it('applies a locale only once its strings are in, and the latest choice wins', async () => {
    const { platform, resolveFr } = await platformWithSlowFrench();
    const stop = startLocaleSync(platform);
    platform.bus.publish('locale', { locale: 'fr' });
    await flush();
    expect(platform.i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    resolveFr({ title: 'Favoris' });
    await flush();
    expect(platform.i18n.language).toBe('fr');
    expect(platform.i18n.t('title', { ns: 'test-ns' })).toBe('Favoris');
    expect(platform.i18n.t('tryAgain')).toBe('Réessayer');

    platform.bus.publish('locale', { locale: 'de' });
    await flush();
    expect(platform.i18n.t('title', { ns: 'test-ns' })).toBe('Favoriten');
    expect(document.documentElement.lang).toBe('de');
    stop();
  });

  it('drops a locale still loading when a newer one is chosen', async () => {
    const { platform, resolveFr } = await platformWithSlowFrench();
    const stop = startLocaleSync(platform);
    platform.bus.publish('locale', { locale: 'fr' });
    platform.bus.publish('locale', { locale: 'de' });
    await flush();
    resolveFr({ title: 'Favoris' });
    await flush();
    expect(platform.i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    stop();
  });

  it('ignores unsupported codes', async () => {
    const { platform } = createTestPlatform();
    const stop = startLocaleSync(platform);
    platform.bus.publish('locale', { locale: 'xx' });
    await flush();
    expect(platform.i18n.language).toBe('en');
    expect(readLocaleCookie()).toBeNull();
    stop();
  });

  it('loads the saved locale on login without saving it back, and saves later changes', async () => {
    const { platform, fetchMock } = createTestPlatform({
      routes: {
        'GET /v2/settings/': () => ({ settings: { locale: 'de' } }),
        'PUT /v2/settings/': (req) => ({ settings: req.body }),
      },
    });
    const stop = startLocaleSync(platform);
    platform.bus.publish('auth', makeAuthState());
    await flush();
    await flush();
    expect(platform.bus.current('locale')).toEqual({ locale: 'de' });
    expect(platform.i18n.language).toBe('de');
    expect(fetchMock.callsTo('PUT /v2/settings/')).toHaveLength(0);

    platform.bus.publish('locale', { locale: 'ko' });
    await flush();
    expect(fetchMock.callsTo('PUT /v2/settings/').map((c) => c.body)).toEqual([{ locale: 'ko' }]);
    expect(readLocaleCookie()).toBe('ko');
    stop();
  });
});
