/** @jest-environment node */
import { buildHostedLoginUrl, exchangeHostedCode, HOSTED_SCOPES } from './hosted-login';
import { createMemoryStorage } from './lib/memory-storage';
import { createTestApi, type TestFetch } from './lib/test-api';
import { createCodeChallenge } from './lib/pkce';

const API = 'http://api.test';
const discovery = {
  issuer: `${API}/oidc`,
  authorization_endpoint: `${API}/oidc/auth`,
  token_endpoint: `${API}/oidc/token`,
  jwks_uri: `${API}/oidc/jwks`,
};

function setup() {
  const posts: { url: string; body: string }[] = [];
  const fetchImpl: TestFetch = async (url, init) => {
    if (url === `${API}/oidc/.well-known/openid-configuration`) return Response.json(discovery);
    if (url === discovery.token_endpoint) {
      posts.push({ url, body: init?.body as string });
      return Response.json({
        access_token: 'a',
        refresh_token: 'r',
        id_token: 'i',
        token_type: 'Bearer',
        expires_in: 36000,
      });
    }
    return new Response('', { status: 404 });
  };
  const options = {
    api: createTestApi(fetchImpl),
    clientId: 'ltk-web',
    origin: 'http://localhost:3000',
    storage: createMemoryStorage(),
  };
  return { options, posts };
}

describe('hosted login (code flow with PKCE)', () => {
  it('sends the scopes, redirect and an S256 challenge, then exchanges the code with the verifier', async () => {
    const { options, posts } = setup();
    const url = new URL(await buildHostedLoginUrl(options, '/home'));
    expect(url.origin + url.pathname).toBe(`${API}/oidc/auth`);
    expect(url.searchParams.get('scope')).toBe(HOSTED_SCOPES);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/callback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const state = url.searchParams.get('state') ?? '';
    const nonce = url.searchParams.get('nonce') ?? '';
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const result = await exchangeHostedCode(options, `?code=abc&state=${state}`);
    expect(result.returnTo).toBe('/home');
    // The nonce the ID token must carry goes back to the session service.
    expect(result.nonce).toBe(nonce);
    const body = new URLSearchParams(posts[0]?.body);
    expect(body.get('grant_type')).toBe('authorization_code');
    expect(body.get('client_id')).toBe('ltk-web');
    await expect(createCodeChallenge(body.get('code_verifier') ?? '')).resolves.toBe(
      url.searchParams.get('code_challenge'),
    );
  });

  it('refuses a callback whose state does not match or that carries no code', async () => {
    const { options, posts } = setup();
    await buildHostedLoginUrl(options);
    await expect(exchangeHostedCode(options, '?code=abc&state=forged')).rejects.toThrow('missing tokens');
    await expect(exchangeHostedCode(options, '?error=access_denied')).rejects.toThrow('access_denied');
    expect(posts).toHaveLength(0);
  });
});
