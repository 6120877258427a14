import { createApiClient } from '../core/create-api-client';
import { fakeFetch } from '../test-support/fake-fetch';

const tokens = {
  access_token: 'a2',
  refresh_token: 'r2',
  id_token: '',
  token_type: 'Bearer',
  expires_in: 60,
};

function client(answer: Parameters<typeof fakeFetch>[0] = () => ({ status: 200, body: tokens })) {
  const fake = fakeFetch(answer);
  const onUnauthorized = jest.fn();
  const api = createApiClient({
    baseUrl: 'http://api.test/',
    getAuth: () => ({ accessToken: 'current', sigilUserId: 's' }),
    onUnauthorized,
    fetchImpl: fake.fetch,
  });
  return { api, calls: fake.calls, onUnauthorized };
}

describe('auth calls', () => {
  it('the token, signup and logout calls send and accept the refresh cookie; a plain refresh relies on it alone', async () => {
    const seen: { url: string; credentials?: RequestCredentials; body?: string }[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getAuth: () => ({ accessToken: 'current' }),
      fetchImpl: async (input, init) => {
        seen.push({
          url: input instanceof Request ? input.url : input.toString(),
          credentials: init?.credentials,
          body: init?.body as string | undefined,
        });
        return new Response(JSON.stringify(tokens), { headers: { 'content-type': 'application/json' } });
      },
    });
    await api.refreshToken();
    await api.refreshToken('hosted-refresh');
    await api.login({ email: 'e@x.test', password: 'p' });
    await api.signup({ email: 'e@x.test', password: 'password1' });
    await api.logoutRemote('t');
    await api.getFeaturedFeed({});
    expect(seen.map((call) => call.credentials)).toEqual([
      'include',
      'include',
      'include',
      'include',
      'include',
      undefined,
    ]);
    expect(seen[0]?.body).toBe('grant_type=refresh_token');
    expect(seen[1]?.body).toBe('grant_type=refresh_token&refresh_token=hosted-refresh');
  });

  it('authenticated requests wait for whenAuthReady (the page-load refresh), anonymous ones do not', async () => {
    const held: { token?: string } = {};
    let ready: () => void = () => undefined;
    const whenReady = new Promise<void>((resolve) => {
      ready = resolve;
    });
    const auths: (string | undefined)[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getAuth: () => (held.token ? { accessToken: held.token } : null),
      whenAuthReady: () => whenReady,
      fetchImpl: async (_input, init) => {
        auths.push((init?.headers as Record<string, string>)['Authorization']);
        return new Response('{}', { headers: { 'content-type': 'application/json' } });
      },
    });
    const likes = api.getLikes({});
    await api.requestPasswordReset('e@x.test');
    expect(auths).toEqual([undefined]);
    held.token = 'fresh';
    ready();
    await likes;
    expect(auths).toEqual([undefined, 'Bearer fresh']);
  });

  it('exchangeAuthorizationCode sends the code, PKCE verifier, redirect uri and client id', async () => {
    const { api, calls } = client();
    await api.exchangeAuthorizationCode({
      code: 'c1',
      codeVerifier: 'v1',
      redirectUri: 'http://site.test/auth/callback',
      clientId: 'ltk-web',
    });
    expect(calls[0]?.url.href).toBe('http://api.test/oidc/token');
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'c1',
      code_verifier: 'v1',
      redirect_uri: 'http://site.test/auth/callback',
      client_id: 'ltk-web',
    });
  });

  it('discovery and keys are anonymous GETs under /oidc', async () => {
    const { api, calls } = client(() => ({ status: 200, body: { keys: [] } }));
    await api.getJwks();
    await api.getOpenIdConfiguration();
    expect(calls.map((call) => `${call.method} ${call.url.pathname} ${call.headers.authorization}`)).toEqual([
      'GET /oidc/jwks undefined',
      'GET /oidc/.well-known/openid-configuration undefined',
    ]);
  });

  it('logoutRemote ends the named session, and a 401 there does not trigger the logout hook', async () => {
    const { api, calls, onUnauthorized } = client(() => ({ status: 401, body: { status: 401 } }));
    await expect(api.logoutRemote('old-token')).rejects.toMatchObject({ status: 401 });
    await expect(api.logoutRemote()).rejects.toMatchObject({ status: 401 });
    expect(calls.map((call) => call.headers.authorization)).toEqual(['Bearer old-token', 'Bearer current']);
    expect(calls[0]?.headers['x-sigil-id']).toBeUndefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a refused refresh is an ApiError with the status and the service body, and does not log out', async () => {
    const { api, onUnauthorized } = client(() => ({
      status: 401,
      body: { status: 401, error_code: 'invalid_grant', developer_message: 'Unknown refresh token' },
    }));
    await expect(api.refreshToken('gone')).rejects.toMatchObject({
      status: 401,
      error_code: 'invalid_grant',
      developer_message: 'Unknown refresh token',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
