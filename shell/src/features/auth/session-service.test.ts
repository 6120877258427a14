/** @jest-environment node */
import { STORAGE_KEYS, type AuthState } from '@ltk/contracts';
import { createMemoryStorage } from './lib/memory-storage';
import { createTestSigner } from './lib/sign-test-jwt';
import { createTestApi, type TestFetch } from './lib/test-api';
import { createSessionService } from './session-service';

const API = 'http://api.test';
const profile = {
  sigilUserId: 'sigil-1',
  userCreatedAt: '2024-01-01T00:00:00Z',
  authnProvider: 'auth0',
  authnCanChangeEmail: true,
};
const claims = {
  iss: `${API}/oidc`,
  aud: 'ltk-web',
  exp: 1_700_000_000 + 3600,
  sub: 'auth0|u1',
  email: 'demo@shopltk.test',
  'https://shopltk.com/profile': profile,
  account_id: 1,
};
const userinfo = { sub: 'auth0|u1', email: 'demo@shopltk.test', profile, account_id: 1, publisher_id: 2 };

const savedUser = { userId: 'u1', email: 'demo@shopltk.test', profile };

type Reply = { status: number; body: unknown };
type Routes = Record<string, (init?: RequestInit) => Reply>;

const jwt = (payload: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"RS256","kid":"test-key"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2ln`;

const tokens = (extra: Record<string, unknown> = {}) => ({
  access_token: jwt({ sub: claims.sub, email: claims.email }),
  refresh_token: 'refresh-1',
  token_type: 'Bearer',
  expires_in: 3600,
  ...extra,
});

const services: { dispose(): void }[] = [];
afterEach(() => services.splice(0).forEach((s) => s.dispose()));

async function setup(
  makeRoutes: (
    sign: (p: Record<string, unknown>, kid?: string) => Promise<string>,
  ) => Promise<Routes> | Routes,
) {
  const signer = await createTestSigner();
  const routes: Routes = {
    '/oidc/jwks': () => ({ status: 200, body: signer.jwks }),
    ...(await makeRoutes(signer.sign)),
  };
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchImpl: TestFetch = async (url, init) => {
    calls.push({ url, init });
    const route = routes[url.replace(API, '')];
    if (!route) return new Response('{}', { status: 404 });
    const { status, body } = route(init);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  const published: AuthState[] = [];
  const storage = createMemoryStorage();
  const afterLogin = jest.fn();
  let clock = 1_700_000_000_000;
  const service = createSessionService({
    apiBaseUrl: API,
    api: createTestApi(fetchImpl, () => service.getAuth(), API),
    publish: (s) => published.push(s),
    storage,
    now: () => clock,
    afterLogin,
  });
  services.push(service);
  return {
    service,
    calls,
    published,
    storage,
    afterLogin,
    signer,
    advance: (ms: number) => (clock += ms),
    urls: () => calls.map((c) => c.url.replace(API, '')),
  };
}

describe('session service', () => {
  it('logs in with a form-encoded password grant and trusts a verified ID token', async () => {
    const env = await setup(async (sign) => {
      const idToken = await sign(claims);
      return { '/token/': () => ({ status: 200, body: tokens({ id_token: idToken }) }) };
    });
    const state = await env.service.loginWithPassword('demo@shopltk.test', 'demo-password');
    expect(state).toMatchObject({
      status: 'authenticated',
      impersonating: false,
      user: { email: 'demo@shopltk.test', userId: 'u1', accountId: 1 },
    });
    const post = env.calls.find((c) => c.url === `${API}/token/`);
    expect((post?.init?.headers as Record<string, string>)['Content-Type']).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(post?.init?.body).toBe('grant_type=password&username=demo%40shopltk.test&password=demo-password');
    expect(env.urls()).not.toContain('/userinfo/');
    expect(env.service.getAuth()).toEqual({ accessToken: state.accessToken, sigilUserId: 'sigil-1' });
    // Storage keeps the user only: no access, ID or refresh token.
    expect(JSON.parse(env.storage.getItem(STORAGE_KEYS.session) ?? '{}')).toEqual({
      user: expect.objectContaining({ email: 'demo@shopltk.test', userId: 'u1' }),
    });
    expect(env.storage.getItem(STORAGE_KEYS.session)).not.toMatch(/ey[\w-]+\.ey|refresh/);
    expect(env.published.at(-1)?.status).toBe('authenticated');
    expect(env.afterLogin).toHaveBeenCalledTimes(1);
  });

  it('drops an ID token with no matching key and fetches user info instead', async () => {
    const env = await setup(async (sign) => {
      const idToken = await sign(claims, 'unknown-key');
      return {
        '/token/': () => ({ status: 200, body: tokens({ id_token: idToken }) }),
        '/userinfo/': () => ({ status: 200, body: userinfo }),
      };
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const state = await env.service.loginWithPassword('demo@shopltk.test', 'demo-password');
    expect(warn).toHaveBeenCalledWith('ID token dropped: no matching key');
    expect(env.urls()).toContain('/userinfo/');
    expect(state.user?.publisherId).toBe(2);
  });

  it.each([
    ['wrong issuer', { iss: 'https://evil.example/oidc' }],
    ['wrong audience', { aud: 'another-client' }],
    ['expired', { exp: 1_700_000_000 - 3600 }],
  ])('drops an ID token with the %s and asks user info instead', async (reason, extra) => {
    const env = await setup(async (sign) => {
      const idToken = await sign({ ...claims, ...extra });
      return {
        '/token/': () => ({ status: 200, body: tokens({ id_token: idToken }) }),
        '/userinfo/': () => ({ status: 200, body: userinfo }),
      };
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await env.service.loginWithPassword('demo@shopltk.test', 'demo-password');
    expect(warn).toHaveBeenCalledWith(`ID token dropped: ${reason}`);
    expect(env.urls()).toContain('/userinfo/');
  });

  it("refuses a hosted login whose ID token lacks the login's nonce, and accepts the one that carries it", async () => {
    const handovers: string[] = [];
    const env = await setup(() => ({
      '/userinfo/': () => ({ status: 200, body: userinfo }),
      '/token/': (init) => {
        handovers.push(init?.body as string);
        return { status: 200, body: tokens({ refresh_token: undefined, expires_in: 36000 }) };
      },
    }));
    const replayed = await env.signer.sign({ ...claims, nonce: 'from-another-login' });
    await expect(
      env.service.loginWithHostedTokens({ ...tokens(), id_token: replayed }, 'mine'),
    ).rejects.toThrow('Hosted login refused: ID token nonce mismatch');
    expect(env.service.getState().status).toBe('anonymous');
    const fresh = await env.signer.sign({ ...claims, nonce: 'mine' });
    await expect(
      env.service.loginWithHostedTokens({ ...tokens(), id_token: fresh }, 'mine'),
    ).resolves.toMatchObject({
      status: 'authenticated',
    });
    expect(env.urls()).not.toContain('/userinfo/');
    // The refused login handed nothing over; the accepted one moved its refresh token into the cookie, once.
    expect(handovers).toEqual(['grant_type=refresh_token&refresh_token=refresh-1']);
    expect(env.storage.getItem(STORAGE_KEYS.session)).not.toContain('refresh-1');
  });

  it('rejects when user info lacks a field', async () => {
    const env = await setup(() => ({
      '/token/': () => ({ status: 200, body: tokens() }),
      '/userinfo/': () => ({ status: 200, body: { sub: 'auth0|u1', profile } }),
    }));
    await expect(env.service.loginWithPassword('demo@shopltk.test', 'demo-password')).rejects.toThrow(
      'User Data response does not contain field email',
    );
    expect(env.service.getState().status).toBe('anonymous');
  });

  it('detects impersonation from impersonator_id and shows the token email', async () => {
    const env = await setup(() => ({
      '/token/': () => ({
        status: 200,
        body: tokens({
          access_token: jwt({ sub: 'auth0|u1', email: 'token@shopltk.test', impersonator_id: 'auth0|staff' }),
        }),
      }),
      '/userinfo/': () => ({ status: 200, body: userinfo }),
    }));
    const state = await env.service.loginWithPassword(
      'staff@shopltk.test',
      'staff-password',
      'demo@shopltk.test',
    );
    expect(state.impersonating).toBe(true);
    expect(state.user?.email).toBe('token@shopltk.test');
    expect(env.calls[0]?.init?.body).toContain('impersonate=demo%40shopltk.test');
    expect(JSON.parse(env.storage.getItem(STORAGE_KEYS.session) ?? '{}').user).toMatchObject({
      impersonatorId: 'auth0|staff',
      email: 'token@shopltk.test',
    });
  });

  it('restores a saved session from the refresh cookie: one POST /token/ carrying no token, no JWKS or userinfo', async () => {
    const env = await setup(() => ({
      '/token/': (init) => {
        expect(init?.body as string).toBe('grant_type=refresh_token');
        expect(init?.credentials).toBe('include');
        return { status: 200, body: tokens({ refresh_token: undefined }) };
      },
    }));
    env.storage.setItem(STORAGE_KEYS.session, JSON.stringify({ user: savedUser }));
    // The platform's page-load refresh and the shell's restore run together: one request serves both.
    const [refreshed, state] = await Promise.all([env.service.refresh(), env.service.restore()]);
    expect(refreshed).toBe(true);
    expect(state).toMatchObject({ status: 'authenticated', user: savedUser });
    expect(state.accessToken).toEqual(expect.any(String));
    expect(env.service.getAuth()?.accessToken).toBe(state.accessToken);
    expect(env.urls()).toEqual(['/token/']);
  });

  it('a refresh for a changed account takes the user from the new ID token', async () => {
    const env = await setup(async (sign) => {
      const renamed = await sign({ ...claims, email: 'renamed@shopltk.test' });
      return {
        '/token/': () => ({ status: 200, body: tokens({ refresh_token: undefined, id_token: renamed }) }),
      };
    });
    env.storage.setItem(STORAGE_KEYS.session, JSON.stringify({ user: savedUser }));
    await env.service.restore();
    expect(env.service.getState().user?.email).toBe('demo@shopltk.test');
    await expect(env.service.refresh(true)).resolves.toBe(true);
    expect(env.service.getState().user?.email).toBe('renamed@shopltk.test');
    expect(JSON.parse(env.storage.getItem(STORAGE_KEYS.session) ?? '{}').user.email).toBe(
      'renamed@shopltk.test',
    );
  });

  it('without a saved session, restore asks nothing and stays anonymous', async () => {
    const env = await setup(() => ({}));
    await expect(env.service.restore()).resolves.toEqual({ status: 'anonymous', impersonating: false });
    expect(env.calls).toHaveLength(0);
  });

  it('keeps the saved session when the refresh fails on the network (offline), to retry later', async () => {
    const env = await setup(() => ({
      '/token/': () => {
        throw new TypeError('Failed to fetch');
      },
    }));
    const saved = { user: savedUser };
    env.storage.setItem(STORAGE_KEYS.session, JSON.stringify(saved));
    await expect(env.service.refresh()).resolves.toBe(false);
    expect(JSON.parse(env.storage.getItem(STORAGE_KEYS.session) ?? '{}')).toEqual(saved);
  });

  it('resets the session when the refresh cookie is refused (missing, expired, revoked or reused)', async () => {
    const env = await setup(() => ({
      '/token/': () => ({ status: 401, body: { status: 401, error_code: 'invalid_grant' } }),
    }));
    env.storage.setItem(STORAGE_KEYS.session, JSON.stringify({ user: savedUser }));
    const state = await env.service.restore();
    expect(state.status).toBe('anonymous');
    expect(env.storage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(env.service.getAuth()).toBeNull();
  });

  it('shares one refresh between concurrent callers', async () => {
    let refreshes = 0;
    const env = await setup(() => ({
      '/token/': (init) => {
        if (init?.body === 'grant_type=refresh_token') refreshes += 1;
        return { status: 200, body: tokens() };
      },
      '/userinfo/': () => ({ status: 200, body: userinfo }),
    }));
    await env.service.loginWithPassword('demo@shopltk.test', 'demo-password');
    await expect(Promise.all([env.service.refresh(), env.service.refresh()])).resolves.toEqual([true, true]);
    expect(refreshes).toBe(1);
  });

  it('logs out on 401 and revokes on logout', async () => {
    const env = await setup(() => ({
      '/token/': () => ({ status: 200, body: tokens() }),
      '/userinfo/': () => ({ status: 200, body: userinfo }),
      '/logout/': () => ({ status: 200, body: {} }),
    }));
    await env.service.loginWithPassword('demo@shopltk.test', 'demo-password');
    env.service.onUnauthorized();
    expect(env.published.at(-1)).toEqual({ status: 'anonymous', impersonating: false });
    expect(env.storage.getItem(STORAGE_KEYS.session)).toBeNull();

    await env.service.loginWithPassword('demo@shopltk.test', 'demo-password');
    await env.service.logout();
    expect(env.urls()).toContain('/logout/');
    expect(env.urls().join(' ')).not.toContain('refresh_token');
    expect(env.service.getState().status).toBe('anonymous');
    env.service.dispose();
  });
});

describe('silent renewal of hour-long access tokens', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('renews through the refresh cookie a minute before each expiry; the shopper stays signed in throughout', async () => {
    let issued = 0;
    const env = await setup(() => ({
      '/token/': () => {
        issued += 1;
        return {
          status: 200,
          body: tokens({ access_token: jwt({ sub: claims.sub, email: claims.email, n: issued }) }),
        };
      },
      '/userinfo/': () => ({ status: 200, body: userinfo }),
    }));
    await env.service.loginWithPassword('demo@shopltk.test', 'demo-password');
    const first = env.service.getAuth()?.accessToken;
    const refreshes = () => env.calls.filter((c) => c.init?.body === 'grant_type=refresh_token').length;

    // Three hours of a tab left open: each hour-long token is replaced before it expires.
    for (let hour = 1; hour <= 3; hour += 1) {
      env.advance(3600_000 - 60_000);
      await jest.advanceTimersByTimeAsync(3600_000 - 60_000);
      expect(refreshes()).toBe(hour);
      env.advance(60_000);
      await jest.advanceTimersByTimeAsync(0);
    }
    expect(env.service.getAuth()?.accessToken).not.toBe(first);
    expect(env.published.every((state) => state.status === 'authenticated')).toBe(true);
    expect(env.service.getState().status).toBe('authenticated');
  });
});
