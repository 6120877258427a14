import type { RouteDefinition } from './route';
import { routeChrome } from './route-chrome';
import { ROUTES } from './routes';

describe('routeChrome', () => {
  it('hides the app-download banners on the app-download landing page only', () => {
    expect(routeChrome('/ltk-shopping-app')).toEqual({ header: true, appBanner: false });
  });

  it.each(['/auth', '/auth/callback', '/auth/reconsent/google'])(
    'hides the header and app banners on the hosted-login page %s',
    (path) => {
      expect(routeChrome(path)).toEqual({ header: false, appBanner: false });
    },
  );

  it.each(['/', '/home', '/explore/jane', '/login', '/no/such/page'])('shows everything on %s', (path) => {
    expect(routeChrome(path)).toEqual({ header: true, appBanner: true });
  });

  it('fills a partial chrome entry with the defaults', () => {
    const routes: RouteDefinition[] = [{ name: 'x', path: '/x', remote: 'shell', chrome: { header: false } }];
    expect(routeChrome('/x', routes)).toEqual({ header: false, appBanner: true });
  });

  it('only uses known chrome keys with boolean values in the table', () => {
    for (const route of ROUTES) {
      for (const [key, value] of Object.entries(route.chrome ?? {})) {
        expect(['header', 'appBanner']).toContain(key);
        expect(typeof value).toBe('boolean');
      }
    }
  });
});
