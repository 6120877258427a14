import type { PlatformContext } from '@ltk/platform';
import type { ReactNode } from 'react';
import { AuthServicesContext, type AuthServices } from './auth-services-context';
import { AuthCallbackPage } from './components/auth-callback-page';
import { AuthStartPage } from './components/auth-start-page';
import { ChangePasswordPage } from './components/change-password-page';
import { ForgotPasswordPage } from './components/forgot-password-page';
import { LoginPage } from './components/login-page';
import { LogoutPage } from './components/logout-page';
import { SignupPage } from './components/signup-page';
import { replayRememberedIntents } from './intents/replay-remembered-intents';
import { createSessionService, type SessionService } from './session-service';

export type ShellAuth = {
  session: SessionService;
  /** Shell pages by route name (login, signup, logout, auth, auth-callback) for `ShellSlots.pages`. */
  pages: Record<'login' | 'signup' | 'logout' | 'auth' | 'auth-callback' | 'auth-reconsent-connection' | 'forgot-password' | 'change-password', ReactNode>;
  /** Restores the saved session (verifies it, refreshes when expired) and publishes 'auth'. */
  start(): Promise<void>;
  dispose(): void;
};

/** Wires the session service to the platform: bus 'auth' publishing, intent replay, bus logout/login requests. */
export function createShellAuth(platform: PlatformContext, options: { oidcClientId?: string } = {}): ShellAuth {
  const { bus, store, config } = platform;
  const clientId = options.oidcClientId ?? 'ltk-web';
  const session = createSessionService({
    apiBaseUrl: config.apiBaseUrl,
    oidcClientId: clientId,
    publish: (state) => bus.publish('auth', state),
    afterLogin: () => replayRememberedIntents(store),
  });
  const services: AuthServices = { session, hosted: { apiBaseUrl: config.apiBaseUrl, clientId } };
  const subscriptions = [
    bus.on('auth/logout').subscribe(({ reason }) => {
      if (reason === 'user') void session.logout();
    }),
    bus.on('auth/login').subscribe(({ returnTo }) => {
      bus.publish('navigate', { to: returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login' });
    }),
  ];
  const wrap = (page: ReactNode) => <AuthServicesContext.Provider value={services}>{page}</AuthServicesContext.Provider>;
  return {
    session,
    pages: {
      login: wrap(<LoginPage />),
      signup: wrap(<SignupPage />),
      logout: wrap(<LogoutPage />),
      auth: wrap(<AuthStartPage />),
      'auth-callback': wrap(<AuthCallbackPage />),
      // Re-consent runs the hosted login again with the consent prompt.
      'auth-reconsent-connection': wrap(<AuthStartPage prompt="consent" />),
      'forgot-password': wrap(<ForgotPasswordPage />),
      'change-password': wrap(<ChangePasswordPage />),
    },
    async start() {
      await session.restore();
    },
    dispose() {
      subscriptions.forEach((s) => s.unsubscribe());
      session.dispose();
    },
  };
}
