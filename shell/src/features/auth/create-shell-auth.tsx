import type { PlatformContext } from '@ltk/platform';
import { lazy, Suspense, type ReactNode } from 'react';
import { AuthServicesContext, type AuthServices } from './auth-services-context';
import type * as PagesModule from './components/pages';
import { replayRememberedIntents } from './intents/replay-remembered-intents';
import { createLazySession, type LazySession } from './lazy-session';

type Pages = typeof PagesModule;

/** While an auth page's chunk loads: an empty, busy page region (the loading indicator shows the wait). */
function PageLoading() {
  return <div aria-busy="true" style={{ minHeight: '50vh' }} />;
}

export type ShellAuth = {
  session: LazySession;
  /** Shell pages by route name (login, signup, logout, auth, auth-callback) for `ShellSlots.pages`. */
  pages: Record<
    | 'login'
    | 'signup'
    | 'logout'
    | 'auth'
    | 'auth-callback'
    | 'auth-reconsent-connection'
    | 'forgot-password'
    | 'change-password',
    ReactNode
  >;
  /** Restores the saved session (verifies it, refreshes when expired) and publishes 'auth'. */
  start(): Promise<void>;
  dispose(): void;
};

/** Wires the session service to the platform: bus 'auth' publishing, intent replay, bus logout/login requests. */
export function createShellAuth(
  platform: PlatformContext,
  options: { oidcClientId?: string } = {},
): ShellAuth {
  const { bus, store, config, i18n, api } = platform;
  // The auth pages load when their route is visited, with their strings in the active locale: no other
  // route pays for their forms, rules and texts.
  const page = <K extends Exclude<keyof Pages, 'registerAuthStrings'>>(name: K) =>
    lazy<Pages[K]>(() =>
      import(/* webpackChunkName: "auth-pages" */ './components/pages').then(async (pages) => {
        await pages.registerAuthStrings(i18n);
        return { default: pages[name] };
      }),
    );
  const LoginPage = page('LoginPage');
  const SignupPage = page('SignupPage');
  const LogoutPage = page('LogoutPage');
  const AuthStartPage = page('AuthStartPage');
  const AuthCallbackPage = page('AuthCallbackPage');
  const ForgotPasswordPage = page('ForgotPasswordPage');
  const ChangePasswordPage = page('ChangePasswordPage');
  const clientId = options.oidcClientId ?? 'ltk-web';
  const session = createLazySession({
    apiBaseUrl: config.apiBaseUrl,
    api,
    oidcClientId: clientId,
    publish: (state) => bus.publish('auth', state),
    afterLogin: () => replayRememberedIntents(store),
  });
  const services: AuthServices = { session, hosted: { api, clientId } };
  const subscriptions = [
    bus.on('auth/logout').subscribe(({ reason }) => {
      if (reason === 'user') void session.logout();
    }),
    // The account changed (e.g. its email): new tokens, and the user from their ID token.
    bus.on('auth/refresh').subscribe(() => void session.refresh(true)),
  ];
  const wrap = (page: ReactNode) => (
    <AuthServicesContext.Provider value={services}>
      <Suspense fallback={<PageLoading />}>{page}</Suspense>
    </AuthServicesContext.Provider>
  );
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
