import { createApiClient, isApiError, type ApiClient } from '@ltk/api-client';
import { ANONYMOUS_AUTH, authStateFromSession, type RuntimeConfig, type Session } from '@ltk/contracts';
import { createEventBus } from '@ltk/event-bus';
import { createI18n, DEFAULT_LOCALE, isSupportedLocale, readLocaleCookie } from '@ltk/i18n';
import { makeStore, type RootState } from '@ltk/store';
import { apiAuthFromBus } from '../session/api-auth-from-bus';
import { clearSession, readSession } from '../session/session-storage';
import type { PlatformContext } from './platform-context';

export interface CreatePlatformOptions {
  config: RuntimeConfig;
  /** Where the session lives (default window.localStorage); `null` disables persistence. */
  storage?: Storage | null;
  /** Initial locale (default: locale cookie, else en). */
  locale?: string;
  fetchImpl?: typeof fetch;
  preloadedState?: Partial<RootState>;
  /**
   * Replaces the built-in renewal (refresh cookie at `/token/`) on a page load with a saved session and after 403
   * 'Key not authorised', e.g. the shell's session service. Resolve once the bus 'auth' has the new token.
   */
  refresh?: () => Promise<unknown>;
  /** Replaces the built-in 401 handling (clear the session, publish anonymous auth and 'auth/logout'). */
  onUnauthorized?: () => void;
}

/**
 * Builds a complete platform: bus (auth restored from the saved session), api client (auth from the bus,
 * 401 clears the session, 403 'Key not authorised' refreshes it), store and i18n following the bus 'locale'.
 * The access token lives in memory only: a saved session (the user, in `ltk-session`) asks the api's httpOnly
 * refresh cookie for one as the page loads, and authenticated requests wait for that answer.
 */
export function createPlatform(options: CreatePlatformOptions): PlatformContext {
  const storage = options.storage === null ? undefined : (options.storage ?? defaultStorage());
  const saved = readSession(storage);
  let session: Session | null = null;
  const cookieLocale = typeof document === 'undefined' ? null : readLocaleCookie();
  const locale =
    options.locale && isSupportedLocale(options.locale) ? options.locale : (cookieLocale ?? DEFAULT_LOCALE);

  const bus = createEventBus({ initial: { auth: authStateFromSession(saved), locale: { locale } } });

  const endSession = () => {
    session = null;
    clearSession(storage);
    bus.publish('auth', ANONYMOUS_AUTH);
  };

  let refreshing: Promise<void> | null = null;
  const refresh = (): Promise<void> => {
    refreshing ??= (async () => {
      const user = session?.user ?? readSession(storage)?.user;
      if (!user) return;
      try {
        const tokens = await api.refreshToken();
        const next: Session = {
          user,
          accessToken: tokens.access_token,
          idToken: tokens.id_token ?? '',
          expiresAt: Date.now() + tokens.expires_in * 1000,
        };
        session = next;
        bus.publish('auth', authStateFromSession(next));
      } catch (error) {
        // Offline (status 0) keeps the session for a later try; a refused cookie ends it.
        if (isApiError(error) && error.status === 0) return;
        endSession();
        bus.publish('auth/logout', { reason: 'refresh-failed' });
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const renew = () => (options.refresh ? options.refresh() : refresh());
  // A saved session: ask the refresh cookie for an access token now, beside the rest of the page load (after this
  // call returns, so the caller's `refresh` may use what it builds with the platform). Without one, nothing is asked.
  const authReady: Promise<unknown> = saved
    ? Promise.resolve()
        .then(renew)
        .catch(() => undefined)
    : Promise.resolve();

  const api: ApiClient = createApiClient({
    baseUrl: options.config.apiBaseUrl,
    getAuth: apiAuthFromBus(bus),
    onUnauthorized: () => {
      if (options.onUnauthorized) return options.onUnauthorized();
      if (bus.current('auth')?.status !== 'authenticated') return;
      endSession();
      bus.publish('auth/logout', { reason: 'unauthorized' });
    },
    refresh: renew,
    whenAuthReady: () => authReady,
    fetchImpl: options.fetchImpl,
  });

  // Sessions of someone else (the shell's login) are picked up here; a logout drops this one.
  bus.on('auth').subscribe((auth) => {
    if (auth.status === 'anonymous') session = null;
    else if (auth.user && auth.accessToken && auth.accessToken !== session?.accessToken)
      session = { user: auth.user, accessToken: auth.accessToken, idToken: '', expiresAt: 0 };
  });

  // A missing key is loud in development (STYLE: typed keys, fail loudly), silent in production.
  const i18n = createI18n(locale, {
    onMissingKey:
      options.config.env === 'development'
        ? (lng, ns, key) => console.error(`[i18n] missing key ${ns}:${key} (${lng})`)
        : undefined,
  });
  bus.on('locale').subscribe(({ locale: next }) => {
    if (next !== i18n.language && isSupportedLocale(next)) void i18n.changeLanguage(next);
  });

  const store = makeStore({ api, bus, preloadedState: options.preloadedState });
  return { store, bus, i18n, api, config: options.config };
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
