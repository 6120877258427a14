import { createApiClient, type ApiClient } from '@ltk/api-client';
import { ANONYMOUS_AUTH, authStateFromSession, type RuntimeConfig, type Session } from '@ltk/contracts';
import { createEventBus } from '@ltk/event-bus';
import { createI18n, DEFAULT_LOCALE, isSupportedLocale, readLocaleCookie } from '@ltk/i18n';
import { makeStore, type RootState } from '@ltk/store';
import { apiAuthFromBus } from '../session/api-auth-from-bus';
import { clearSession, readSession, saveSession } from '../session/session-storage';
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
   * Replaces the built-in renewal after 403 'Key not authorised' (password-grant refresh of the saved session),
   * e.g. the shell's session service that knows the hosted strategy. Resolve once the bus 'auth' has the new token.
   */
  refresh?: () => Promise<unknown>;
  /** Replaces the built-in 401 handling (clear the session, publish anonymous auth and 'auth/logout'). */
  onUnauthorized?: () => void;
}

/**
 * Builds a complete platform: bus (auth restored from the saved session), api client (auth from the bus,
 * 401 clears the session, 403 'Key not authorised' refreshes it), store and i18n following the bus 'locale'.
 */
export function createPlatform(options: CreatePlatformOptions): PlatformContext {
  const storage = options.storage === null ? undefined : (options.storage ?? defaultStorage());
  let session = readSession(storage);
  const cookieLocale = typeof document === 'undefined' ? null : readLocaleCookie();
  const locale =
    options.locale && isSupportedLocale(options.locale) ? options.locale : (cookieLocale ?? DEFAULT_LOCALE);

  const bus = createEventBus({ initial: { auth: authStateFromSession(session), locale: { locale } } });

  const endSession = () => {
    session = null;
    clearSession(storage);
    bus.publish('auth', ANONYMOUS_AUTH);
  };

  let refreshing: Promise<void> | null = null;
  const refresh = (): Promise<void> => {
    refreshing ??= (async () => {
      const current = session;
      if (!current) return;
      try {
        const tokens = await api.refreshToken(current.refreshToken);
        const next: Session = {
          ...current,
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token ?? current.refreshToken,
          idToken: tokens.id_token ?? current.idToken,
          expiresAt: Date.now() + tokens.expires_in * 1000,
        };
        session = next;
        if (storage) saveSession(next, storage);
        bus.publish('auth', authStateFromSession(next));
      } catch {
        endSession();
        bus.publish('auth/logout', { reason: 'refresh-failed' });
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const api: ApiClient = createApiClient({
    baseUrl: options.config.apiBaseUrl,
    getAuth: apiAuthFromBus(bus),
    onUnauthorized: () => {
      if (options.onUnauthorized) return options.onUnauthorized();
      if (bus.current('auth')?.status !== 'authenticated') return;
      endSession();
      bus.publish('auth/logout', { reason: 'unauthorized' });
    },
    refresh: () => (options.refresh ? options.refresh() : refresh()),
    fetchImpl: options.fetchImpl,
  });

  // Sessions saved by someone else (the shell's login, another tab) are picked up here.
  bus.on('auth').subscribe((auth) => {
    if (auth.status === 'anonymous') session = null;
    else if (storage) session = readSession(storage) ?? session;
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
