import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import type { TestApp } from '../../src/testing/create-test-app.js';
import { DEMO_ACCOUNTS } from '../../src/identity/demo/demo-accounts.js';
import { bearer, createIdentityTestApp, refreshCookieOf } from '../user/identity-helpers.js';

const { demo } = DEMO_ACCOUNTS;
const REDIRECT_URI = 'http://localhost:3000/auth/callback';
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createIdentityTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

/** A browser of the hosted login: a cookie jar over fetch, redirects followed by hand. */
function browser() {
  const cookies = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, base), {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name.trim(), value.join('='));
    }
    return response;
  };

  /** `/oidc/auth` with PKCE: the login page's form action, or the code when the provider's session signs in at once. */
  async function authorize(): Promise<{ loginAction?: string; code?: string; verifier: string }> {
    const verifier = randomBytes(32).toString('base64url');
    const query = new URLSearchParams({
      client_id: 'ltk-web',
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid profile email consumer offline_access',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: 'state-1',
      nonce: 'nonce-1',
    });
    let location = `/oidc/auth?${query.toString()}`;
    for (let hop = 0; hop < 6; hop += 1) {
      if (location.startsWith(REDIRECT_URI)) {
        return { code: new URL(location).searchParams.get('code') ?? '', verifier };
      }
      if (/\/oidc\/interaction\/[^/]+$/.test(new URL(location, base).pathname)) {
        const page = await go(location);
        const action = /action="([^"]+\/login)"/.exec(await page.text())?.[1];
        if (action) return { loginAction: action, verifier };
      }
      const response = await go(location);
      location = response.headers.get('location') ?? '';
      if (!location) throw new Error(`no redirect from ${response.url}: ${response.status}`);
    }
    throw new Error('too many redirects');
  }

  async function login(): Promise<{ access_token: string; refresh_token: string }> {
    const started = await authorize();
    let code = started.code;
    if (started.loginAction) {
      const posted = await go(started.loginAction, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: demo.email, password: demo.password }).toString(),
      });
      let location = posted.headers.get('location') ?? '';
      for (let hop = 0; hop < 5 && !location.startsWith(REDIRECT_URI); hop += 1)
        location = (await go(location)).headers.get('location') ?? '';
      code = new URL(location).searchParams.get('code') ?? '';
    }
    const exchange = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code ?? '',
        redirect_uri: REDIRECT_URI,
        client_id: 'ltk-web',
        code_verifier: started.verifier,
      }).toString(),
    });
    expect(exchange.status).toBe(200);
    return (await exchange.json()) as { access_token: string; refresh_token: string };
  }
  return { go, authorize, login };
}

/** POST /token/ refresh grant as the shell sends it: the cookie, or once the hosted token in the body. */
const refreshAtToken = (options: { cookie?: string; body?: string }) =>
  fetch(`${base}/token/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost:3000',
      ...(options.cookie ? { cookie: `ltk_refresh=${options.cookie}` } : {}),
    },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      ...(options.body ? { refresh_token: options.body } : {}),
    }).toString(),
  });

const cookieOf = (response: Response): string => {
  const value = refreshCookieOf({ headers: { 'set-cookie': response.headers.getSetCookie() } });
  if (!value) throw new Error('no ltk_refresh cookie');
  return value;
};
const userinfo = (token: string) => fetch(`${base}/userinfo/`, { headers: bearer(token) });

describe('finding 3: a hosted session rotates once it is in the cookie', () => {
  it('the move into the cookie consumes the hosted token and issues a rotating one; reuse ends the session', async () => {
    const hosted = await browser().login();
    const moved = await refreshAtToken({ body: hosted.refresh_token });
    expect(moved.status).toBe(200);
    const first = cookieOf(moved);
    expect(first).not.toBe(hosted.refresh_token);
    const sid = decodeJwt(((await moved.json()) as { access_token: string }).access_token).sid;
    expect(sid).toBe(decodeJwt(hosted.access_token).sid);

    // The hosted token is used up: not accepted a second time, at /token/ or at the provider.
    const again = await refreshAtToken({ body: hosted.refresh_token });
    expect(again.status).toBe(401);
    // ... and presenting it again ended the session (reuse): the cookie's token is refused too.
    expect((await refreshAtToken({ cookie: first })).status).toBe(401);
    expect((await userinfo(hosted.access_token)).status).toBe(401);
  });

  it('the cookie rotates: each refresh gives a new token, and a rotated one presented later ends the session', async () => {
    const hosted = await browser().login();
    const first = cookieOf(await refreshAtToken({ body: hosted.refresh_token }));
    const secondResponse = await refreshAtToken({ cookie: first });
    expect(secondResponse.status).toBe(200);
    const second = cookieOf(secondResponse);
    expect(second).not.toBe(first);
    const { access_token: access } = (await secondResponse.json()) as { access_token: string };
    expect((await userinfo(access)).status).toBe(200);
    // Later than the concurrent-refresh leeway, the rotated token is a theft: the session ends.
    await t.db.query(
      "update refresh_tokens set rotated_at = now() - interval '1 minute' where rotated_at is not null",
    );
    expect((await refreshAtToken({ cookie: first })).status).toBe(401);
    expect((await refreshAtToken({ cookie: second })).status).toBe(401);
    expect((await userinfo(access)).status).toBe(401);
  });
});

describe("finding 4: logout ends the provider's session and grant", () => {
  it('after GET /logout/ the next hosted login asks for the password again', async () => {
    const b = browser();
    const hosted = await b.login();
    // Before logout the provider's session signs in at once (no login page).
    const silent = await b.authorize();
    expect(silent.code).toEqual(expect.any(String));

    const logout = await fetch(`${base}/logout/`, { headers: bearer(hosted.access_token) });
    expect(logout.status).toBe(200);
    const next = await b.authorize();
    expect(next.code).toBeUndefined();
    expect(next.loginAction).toMatch(/\/oidc\/interaction\/.+\/login$/);
    // The grant is gone: its hosted refresh token is refused by the provider too.
    const providerRefresh = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: hosted.refresh_token,
        client_id: 'ltk-web',
      }).toString(),
    });
    expect(providerRefresh.status).toBe(400);
    // And logging in again works and gives tokens that the api accepts.
    const again = await b.login();
    expect((await userinfo(again.access_token)).status).toBe(200);
  });
});
