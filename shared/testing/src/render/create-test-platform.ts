import type { AuthState, RuntimeConfig } from '@ltk/contracts';
import type { ApiClient } from '@ltk/api-client';
import { createApiClient } from '@ltk/api-client';
import { createEventBus } from '@ltk/event-bus';
import { createI18n } from '@ltk/i18n';
import type { PlatformContext } from '@ltk/platform';
import { apiAuthFromBus } from '@ltk/platform';
import { makeStore, type RootState } from '@ltk/store';
import { createFetchMock, type FetchMock, type MockHandler } from '@ltk/test-network';

export const TEST_API_BASE_URL = 'http://api.test';

export interface TestPlatformOptions {
  preloadedState?: Partial<RootState>;
  /** Replace the api client entirely (default: the real client over a fetch mock). */
  api?: ApiClient;
  /** Handlers of the fetch mock (`'GET /v2/profiles/': () => ({ profiles: [] })`). */
  routes?: Record<string, MockHandler>;
  auth?: AuthState;
  locale?: string;
  now?: () => number;
}

export interface TestPlatform {
  platform: PlatformContext;
  fetchMock: FetchMock;
}

/** A real store, bus and i18n with the real api client over a fetch mock. */
export function createTestPlatform(options: TestPlatformOptions = {}): TestPlatform {
  const fetchMock = createFetchMock(options.routes);
  const locale = options.locale ?? 'en';
  const bus = createEventBus({
    initial: { locale: { locale }, ...(options.auth ? { auth: options.auth } : {}) },
  });
  const api =
    options.api ??
    createApiClient({
      baseUrl: TEST_API_BASE_URL,
      getAuth: apiAuthFromBus(bus),
      fetchImpl: fetchMock.fetch,
      onUnauthorized: () => bus.publish('auth', { status: 'anonymous', impersonating: false }),
    });
  const preloadedState = options.auth
    ? { ...options.preloadedState, auth: options.auth }
    : options.preloadedState;
  const store = makeStore({ api, bus, preloadedState, now: options.now });
  const i18n = createI18n(locale);
  const config: RuntimeConfig = { apiBaseUrl: TEST_API_BASE_URL, brand: 'LTK', env: 'development' };
  return { platform: { store, bus, i18n, api, config }, fetchMock };
}
