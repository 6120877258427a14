import { isApiError, type ApiClient, type SignupParams } from '@ltk/api-client';
import { ANONYMOUS_AUTH, type AuthState, type Session, type TokenResponse, type User } from '@ltk/contracts';
import { logger } from '@ltk/contracts/log';
import { decodeJwt } from 'jose';
import { clearStoredSession, readStoredSession, writeStoredSession } from './lib/stored-session';
import { userFromUserData } from './lib/user-from-user-data';
import { verifyIdToken, type Jwks } from './lib/verify-id-token';

const REFRESH_AHEAD_MS = 60_000;
/** The api's default client id (`OIDC_CLIENT_ID`), the audience of its ID tokens. */
const DEFAULT_CLIENT_ID = 'ltk-web';

/** The claims of a JWT without verifying it (display only: the api verifies every token it receives). */
function claimsOf(jwt: string): Record<string, unknown> {
  try {
    return decodeJwt(jwt);
  } catch {
    return {};
  }
}
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The tokens of the signed-in session: in memory only (the refresh token is the api's httpOnly cookie). */
type Tokens = Omit<Session, 'user'>;

export type SessionServiceOptions = {
  apiBaseUrl: string;
  /** The platform's api client: every auth call goes through it (the api's base URL is `apiBaseUrl`). */
  api: ApiClient;
  /** Receives every auth state change; wire it to `bus.publish('auth', state)`. */
  publish: (state: AuthState) => void;
  /** Hosted-provider client id: the audience of ID tokens. */
  oidcClientId?: string;
  storage?: Storage;
  now?: () => number;
  /** Runs after a fresh login or signup (replay of remembered intents). */
  afterLogin?: (state: AuthState) => Promise<void> | void;
};

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Owns the session: the access and ID tokens in memory, the user in localStorage `ltk-session` (no token), the
 * refresh through the api's httpOnly cookie, user resolution and logout; publishes every change.
 */
export function createSessionService(options: SessionServiceOptions) {
  const storage = options.storage ?? window.localStorage;
  const api = options.api;
  const now = options.now ?? Date.now;
  const apiBaseUrl = options.apiBaseUrl.replace(/\/$/, '');
  const oidcIssuer = `${apiBaseUrl}/oidc`;
  const clientId = options.oidcClientId ?? DEFAULT_CLIENT_ID;
  let state: AuthState = ANONYMOUS_AUTH;
  let jwks: Jwks | null = null;
  let refreshing: Promise<boolean> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let session: Session | null = null;

  const current = (): Session | null => session;

  function setState(next: AuthState) {
    state = next;
    options.publish(next);
  }

  function schedule() {
    clearTimeout(timer);
    if (!session) return;
    const delay = Math.min(Math.max(session.expiresAt - REFRESH_AHEAD_MS - now(), 0), MAX_TIMER_MS);
    timer = setTimeout(() => void refresh(), delay);
  }

  async function loadJwks(force: boolean): Promise<Jwks> {
    if (!jwks || force) jwks = await api.getJwks();
    return jwks;
  }

  /**
   * The ID token is trusted only when it verifies (signature by the JWKS, iss, aud = this client, exp, and the nonce
   * of a hosted login); otherwise it is dropped and userinfo asked, except in a hosted login, which it fails.
   */
  async function resolveUser(tokens: Tokens, nonce?: string): Promise<{ user: User; idToken: string }> {
    if (tokens.idToken) {
      let reason = 'unverifiable';
      const expected = {
        issuer: oidcIssuer,
        audience: clientId,
        now: now(),
        ...(nonce === undefined ? {} : { nonce }),
      };
      try {
        let check = await verifyIdToken(tokens.idToken, await loadJwks(false), expected);
        if (!check.ok && check.reason === 'no matching key')
          check = await verifyIdToken(tokens.idToken, await loadJwks(true), expected);
        if (check.ok) return { user: userFromUserData(check.payload), idToken: tokens.idToken };
        reason = check.reason;
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('User Data response')) throw error;
      }
      // A hosted login's fresh ID token must verify, nonce included (OpenID Connect Core 3.1.3.7): refuse the login.
      if (nonce !== undefined) throw new Error(`Hosted login refused: ID token ${reason}`);
      logger.warn(`ID token dropped: ${reason}`);
    }
    // Both strategies issue RS256 JWT access tokens that the api's /userinfo/ accepts.
    return {
      user: userFromUserData({ ...(await api.getUserInfo(tokens.accessToken)) }),
      idToken: '',
    };
  }

  function authStateFor(next: Session): AuthState {
    const claims = claimsOf(next.accessToken);
    const impersonatorId = claims['impersonator_id'] ?? next.user.impersonatorId;
    const impersonating = typeof impersonatorId === 'string' && impersonatorId !== '';
    const tokenEmail = claims['email'];
    const user: User = impersonating
      ? {
          ...next.user,
          impersonatorId: String(impersonatorId),
          email: typeof tokenEmail === 'string' ? tokenEmail : next.user.email,
        }
      : next.user;
    return { status: 'authenticated', user, accessToken: next.accessToken, impersonating };
  }

  /** Takes tokens with a known user: memory gets the tokens, storage the user only. */
  function hold(tokens: Tokens, user: User): AuthState {
    const next = authStateFor({ ...tokens, user });
    // The saved user carries impersonatorId and the token email, so every reader of the session agrees.
    session = { ...tokens, user: next.user ?? user };
    writeStoredSession(storage, session);
    schedule();
    setState(next);
    return state;
  }

  async function adopt(tokens: Tokens, nonce?: string): Promise<AuthState> {
    const { user, idToken } = await resolveUser(tokens, nonce);
    return hold({ ...tokens, idToken }, user);
  }

  function fromResponse(response: TokenResponse): Tokens {
    return {
      accessToken: response.access_token,
      idToken: response.id_token ?? '',
      expiresAt: now() + response.expires_in * 1000,
    };
  }

  function reset() {
    clearTimeout(timer);
    session = null;
    clearStoredSession(storage);
    if (state.status !== 'anonymous') setState(ANONYMOUS_AUTH);
  }

  /**
   * Asks the refresh cookie for new tokens, once at a time (the api rotates the cookie). The user is the one already
   * known (memory or `ltk-session`): no JWKS or userinfo call on a page load; `reloadUser` (the account changed, e.g.
   * its email) takes it from the new ID token instead. A refused refresh (no cookie, expired, revoked, reused) ends
   * the session; a network failure keeps it for a later try.
   */
  function refresh(reloadUser = false): Promise<boolean> {
    if (refreshing) return refreshing;
    const user = session?.user ?? readStoredSession(storage)?.user;
    if (!user) {
      reset();
      return Promise.resolve(false);
    }
    refreshing = api
      .refreshToken()
      .then(async (response) => {
        if (reloadUser) await adopt(fromResponse(response));
        else hold(fromResponse(response), user);
        return true;
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.status !== 0) reset();
        return false;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function finishLogin(tokens: Tokens, nonce?: string): Promise<AuthState> {
    const next = await adopt(tokens, nonce);
    await options.afterLogin?.(next);
    return next;
  }

  return {
    getState: (): AuthState => state,
    /** Access token and X-SIGIL-ID value for the api client, or null when logged out. */
    getAuth(): { accessToken: string; sigilUserId: string } | null {
      return session
        ? { accessToken: session.accessToken, sigilUserId: session.user.profile.sigilUserId }
        : null;
    },
    /**
     * Restores a saved session on a page load: its access token comes from the refresh cookie (the request the
     * platform already started is shared); one that cannot be restored is dropped.
     */
    async restore(): Promise<AuthState> {
      if (session && session.expiresAt > now()) return state;
      if (!readStoredSession(storage)) {
        setState(ANONYMOUS_AUTH);
        return state;
      }
      if (!(await refresh()) && !session) setState(ANONYMOUS_AUTH);
      return state;
    },
    async loginWithPassword(username: string, password: string, impersonate?: string): Promise<AuthState> {
      const response = await api.login(
        impersonate ? { email: username, password, impersonate } : { email: username, password },
      );
      return finishLogin(fromResponse(response));
    },
    /**
     * Adopts tokens from the hosted provider's code exchange; its ID token must carry the login's nonce. Its refresh
     * token is handed to `/token/` at once, which keeps it in the httpOnly cookie and answers with a fresh access
     * token: from then on the hosted session refreshes like a password one, and no script holds its refresh token.
     */
    async loginWithHostedTokens(response: TokenResponse, nonce: string): Promise<AuthState> {
      const { user, idToken } = await resolveUser(fromResponse(response), nonce);
      if (!response.refresh_token) throw new Error('Hosted login refused: no refresh token');
      const handedOver = await api.refreshToken(response.refresh_token);
      const next = hold({ ...fromResponse(handedOver), idToken }, user);
      await options.afterLogin?.(next);
      return next;
    },
    async signup(fields: SignupParams): Promise<AuthState> {
      // The signup call answers 201 with the new account's tokens.
      return finishLogin(fromResponse(await api.signup(fields)));
    },
    refresh,
    /** Sends a password-reset link (forgot password). */
    async requestPasswordReset(email: string): Promise<void> {
      await api.requestPasswordReset(email);
    },
    /** Changes the logged-in user's password (the api client sends the current access token). */
    async changePassword(currentPassword: string, newPassword: string): Promise<void> {
      if (!current()) throw new Error('Not logged in');
      await api.changePassword({ currentPassword, newPassword });
    },
    /** Clears the local session, then ends it server-side and clears the refresh cookie (best effort). */
    async logout(): Promise<void> {
      const accessToken = session?.accessToken;
      reset();
      await api.logoutRemote(accessToken).catch(() => undefined);
    },
    /** api client hook: a 401 on any call logs the user out. */
    onUnauthorized(): void {
      reset();
    },
    dispose(): void {
      clearTimeout(timer);
    },
  };
}
