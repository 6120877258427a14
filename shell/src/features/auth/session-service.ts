import { isApiError, type ApiClient, type SignupParams } from '@ltk/api-client';
import { ANONYMOUS_AUTH, type AuthState, type TokenResponse, type User } from '@ltk/contracts';
import { decodeJwt } from 'jose';
import {
  clearStoredSession,
  readStoredSession,
  writeStoredSession,
  type StoredSession,
} from './lib/stored-session';
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

type Strategy = NonNullable<StoredSession['strategy']>;
type Tokens = Omit<StoredSession, 'user'>;

export type SessionServiceOptions = {
  apiBaseUrl: string;
  /** The platform's api client: every auth call goes through it (the api's base URL is `apiBaseUrl`). */
  api: ApiClient;
  /** Receives every auth state change; wire it to `bus.publish('auth', state)`. */
  publish: (state: AuthState) => void;
  /** Hosted-provider client id, used to refresh hosted sessions. */
  oidcClientId?: string;
  storage?: Storage;
  now?: () => number;
  /** Runs after a fresh login or signup (replay of remembered intents). */
  afterLogin?: (state: AuthState) => Promise<void> | void;
};

export type SessionService = ReturnType<typeof createSessionService>;

/** Owns the tokens: storage, refresh, user resolution, logout; publishes every change. */
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

  // Storage is the single source of truth: the platform's 403 refresh rewrites it too.
  const current = (): StoredSession | null => readStoredSession(storage);

  function setState(next: AuthState) {
    state = next;
    options.publish(next);
  }

  function schedule() {
    clearTimeout(timer);
    const session = current();
    if (!session?.refreshToken) return;
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
      console.warn(`ID token dropped: ${reason}`);
    }
    // Both strategies issue RS256 JWT access tokens that the api's /userinfo/ accepts.
    return {
      user: userFromUserData({ ...(await api.getUserInfo(tokens.accessToken)) }),
      idToken: '',
    };
  }

  function authStateFor(next: StoredSession): AuthState {
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

  async function adopt(tokens: Tokens, nonce?: string): Promise<AuthState> {
    const { user, idToken } = await resolveUser(tokens, nonce);
    const next = authStateFor({ ...tokens, idToken, user });
    // The saved user carries impersonatorId and the token email, so every reader of the session agrees.
    writeStoredSession(storage, { ...tokens, idToken, user: next.user ?? user });
    schedule();
    setState(next);
    return state;
  }

  function fromResponse(response: TokenResponse, strategy: Strategy, previous?: Tokens): Tokens {
    return {
      accessToken: response.access_token,
      refreshToken: response.refresh_token ?? previous?.refreshToken ?? '',
      idToken: response.id_token ?? '',
      expiresAt: now() + response.expires_in * 1000,
      strategy,
    };
  }

  function reset() {
    clearTimeout(timer);
    clearStoredSession(storage);
    if (state.status !== 'anonymous') setState(ANONYMOUS_AUTH);
  }

  /** Refreshes the tokens once at a time; an expired or refused refresh token resets the session. */
  function refresh(): Promise<boolean> {
    if (refreshing) return refreshing;
    const saved = current();
    if (!saved?.refreshToken) {
      reset();
      return Promise.resolve(false);
    }
    const strategy: Strategy = saved.strategy ?? 'password';
    const hosted = strategy === 'hosted';
    refreshing = (
      hosted ? api.refreshHostedToken(saved.refreshToken, clientId) : api.refreshToken(saved.refreshToken)
    )
      .then(async (response) => {
        await adopt(fromResponse(response, strategy, saved));
        return true;
      })
      .catch((error: unknown) => {
        // A refused token (any answer but a network failure) ends the session; offline, it is kept for later.
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
      const session = current();
      return session
        ? { accessToken: session.accessToken, sigilUserId: session.user.profile.sigilUserId }
        : null;
    },
    /** Restores a saved session: refreshes an expired one, drops one that cannot be restored. */
    async restore(): Promise<AuthState> {
      const saved = readStoredSession(storage);
      if (!saved) {
        setState(ANONYMOUS_AUTH);
        return state;
      }
      if (saved.expiresAt <= now()) {
        if (!(await refresh())) setState(ANONYMOUS_AUTH);
        return state;
      }
      schedule();
      setState(authStateFor(saved));
      return state;
    },
    async loginWithPassword(username: string, password: string, impersonate?: string): Promise<AuthState> {
      const response = await api.login(
        impersonate ? { email: username, password, impersonate } : { email: username, password },
      );
      return finishLogin(fromResponse(response, 'password'));
    },
    /** Adopts tokens from the hosted provider's code exchange; its ID token must carry the login's nonce. */
    loginWithHostedTokens(response: TokenResponse, nonce: string): Promise<AuthState> {
      return finishLogin(fromResponse(response, 'hosted'), nonce);
    },
    async signup(fields: SignupParams): Promise<AuthState> {
      // The signup call answers 201 with the new account's tokens.
      return finishLogin(fromResponse(await api.signup(fields), 'password'));
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
    /** Revokes server-side (best effort) and clears the local session. */
    async logout(): Promise<void> {
      const session = current();
      reset();
      if (session) await api.logoutRemote(session.accessToken).catch(() => undefined);
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
