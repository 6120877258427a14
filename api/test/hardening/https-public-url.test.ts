import { createHash, randomBytes } from 'node:crypto';
import { loadConfig, productionProblems } from '../../src/config.js';
import { DEMO_ACCOUNTS } from '../../src/identity/demo/demo-accounts.js';
import { createTestApp, type TestApp } from '../../src/testing/create-test-app.js';

const { demo } = DEMO_ACCOUNTS;

/** The Set-Cookie lines of an answer. */
function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers['set-cookie'];
  if (Array.isArray(header)) return header.map(String);
  return typeof header === 'string' ? [header] : [];
}

async function cookiesOf(t: TestApp): Promise<string[]> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/token/',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: demo.email,
      password: demo.password,
    }).toString(),
  });
  expect(login.statusCode).toBe(200);
  const verifier = randomBytes(32).toString('base64url');
  const authorize = await t.app.inject({
    url: `/oidc/auth?${new URLSearchParams({
      client_id: 'ltk-web',
      response_type: 'code',
      redirect_uri: 'http://localhost:3000/auth/callback',
      scope: 'openid profile email consumer offline_access',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: 'state-1',
    }).toString()}`,
  });
  expect(authorize.statusCode).toBe(303);
  const cookies = [...setCookies(login), ...setCookies(authorize)];
  expect(cookies.map((line) => line.split('=')[0])).toEqual(
    expect.arrayContaining(['ltk_refresh', '_interaction']),
  );
  return cookies;
}

describe('finding 5: an https PUBLIC_URL behind a TLS proxy', () => {
  // Closed once: a PostgreSQL pool refuses a second end().
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('sets Secure on every cookie and sends HSTS, whether or not TRUST_PROXY is set (plain http to the api)', async () => {
    for (const trustProxy of [false, true]) {
      const app = await createTestApp({ config: { publicUrl: 'https://api.example', trustProxy } });
      t = app;
      for (const line of await cookiesOf(app)) expect(line).toMatch(/;\s*secure/i);
      const health = await app.app.inject({ url: '/health' });
      expect(health.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      await app.close();
      t = undefined;
    }
  });

  it('an http PUBLIC_URL (local development) gets neither', async () => {
    const app = await createTestApp({ config: { publicUrl: 'http://localhost:4000' } });
    t = app;
    for (const line of await cookiesOf(app)) expect(line).not.toMatch(/;\s*secure/i);
    expect((await app.app.inject({ url: '/health' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('production refuses an https PUBLIC_URL without TRUST_PROXY, naming the fix', () => {
    const env = {
      NODE_ENV: 'production',
      OIDC_COOKIE_KEYS: 'k'.repeat(40),
      PUBLIC_URL: 'https://api.example',
      WEB_URL: 'https://www.example',
    };
    expect(productionProblems(loadConfig(env), env)).toEqual([
      expect.stringMatching(/^TRUST_PROXY must name the TLS proxy in front of the api/),
    ]);
    const proxied = { ...env, TRUST_PROXY: '10.0.0.2' };
    expect(productionProblems(loadConfig(proxied), proxied)).toEqual([]);
  });
});
