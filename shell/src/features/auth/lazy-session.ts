import { ANONYMOUS_AUTH } from '@ltk/contracts';
import type { SessionService, SessionServiceOptions } from './session-service';
import { readStoredSession } from './lib/stored-session';

/** What the shell uses of the session service; every call loads the service first if needed. */
export type LazySession = Pick<
  SessionService,
  | 'restore'
  | 'loginWithPassword'
  | 'loginWithHostedTokens'
  | 'signup'
  | 'refresh'
  | 'requestPasswordReset'
  | 'changePassword'
  | 'logout'
> & {
  /** A 401 on any call: logs the user out (nothing to do, and nothing loaded, without a saved session). */
  onUnauthorized(): void;
  dispose(): void;
};

function defaultStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The session service, loaded on first use. A visitor without a saved session never downloads it
 * (tokens, refresh, JWKS checks: the auth pages and a saved session load it), which keeps it off the
 * first load of every anonymous page.
 */
export function createLazySession(options: SessionServiceOptions): LazySession {
  const storage = options.storage ?? defaultStorage();
  let service: Promise<SessionService> | undefined;
  const load = () =>
    (service ??= import(/* webpackChunkName: "auth-session" */ './session-service').then((module) =>
      module.createSessionService({ ...options, storage }),
    ));
  const hasSavedSession = () => {
    try {
      return Boolean(storage && readStoredSession(storage));
    } catch {
      return false;
    }
  };

  return {
    // Without a saved session the bus already says 'anonymous' (createPlatform): nothing to restore.
    restore: async () => (service || hasSavedSession() ? (await load()).restore() : ANONYMOUS_AUTH),
    loginWithPassword: async (...args) => (await load()).loginWithPassword(...args),
    loginWithHostedTokens: async (...args) => (await load()).loginWithHostedTokens(...args),
    signup: async (...args) => (await load()).signup(...args),
    refresh: async (...args) => (service || hasSavedSession() ? (await load()).refresh(...args) : false),
    requestPasswordReset: async (...args) => (await load()).requestPasswordReset(...args),
    changePassword: async (...args) => (await load()).changePassword(...args),
    logout: async () => (await load()).logout(),
    onUnauthorized: () => {
      if (service || hasSavedSession()) void load().then((loaded) => loaded.onUnauthorized());
    },
    dispose: () => {
      void service?.then((loaded) => loaded.dispose());
    },
  };
}
