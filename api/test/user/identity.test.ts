import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, decodeJwt, jwtVerify, type JWK } from 'jose';
import type { TestApp } from '../../src/testing/create-test-app.js';
import { PROFILE_CLAIM } from '../../src/identity/claims.js';
import { DEMO_ACCOUNTS } from '../../src/identity/demo/demo-accounts.js';
import { hashToken, signUserToken } from '../../src/identity/password-tokens.js';
import { identitySettings } from '../../src/identity/settings.js';
import { findUserByEmail } from '../../src/identity/users.js';
import {
  bearer,
  createIdentityTestApp,
  loginTokens,
  passwordLogin,
  refreshCookieOf,
  refreshWithCookie,
  withRefreshCookie,
  type Tokens,
} from './identity-helpers.js';

const { demo, staff, fresh } = DEMO_ACCOUNTS;
let t: TestApp;

beforeAll(async () => {
  t = await createIdentityTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('password grant', () => {
  it('returns RS256 tokens with the section-3 claims and the password-strategy lifetime', async () => {
    const { status, body } = await passwordLogin(t.app, demo.email, demo.password);
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const claims = decodeJwt(String(body.access_token));
    expect(claims.sub).toBe(`auth0|${demo.id}`);
    expect(String(claims.sub).split('|')).toHaveLength(2);
    expect(claims).toMatchObject({
      email: demo.email,
      account_id: expect.any(Number),
      publisher_id: expect.any(Number),
    });
    expect(claims.impersonator_id).toBeUndefined();
    expect(claims[PROFILE_CLAIM]).toEqual({
      sigilUserId: demo.id,
      userCreatedAt: '2026-01-15T12:00:00.000Z',
      authnProvider: 'auth0',
      authnCanChangeEmail: true,
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(decodeJwt(String(body.id_token)).email).toBe(demo.email);
  });

  it('refuses a wrong password with invalid_grant', async () => {
    const { status, body } = await passwordLogin(t.app, demo.email, 'not-the-password', {}, '10.0.0.9');
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 400, error_code: 'invalid_grant' });
  });

  it('rate-limits failed logins per account and IP', async () => {
    const ip = '10.1.2.3';
    for (let i = 0; i < 5; i += 1)
      expect((await passwordLogin(t.app, fresh.email, 'wrong-password', {}, ip)).status).toBe(400);
    const blocked = await passwordLogin(t.app, fresh.email, fresh.password, {}, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error_code).toBe('too_many_attempts');
    expect((await passwordLogin(t.app, fresh.email, fresh.password, {}, '10.1.2.4')).status).toBe(200);
  });

  it('lets staff impersonate a shopper, carrying impersonator_id', async () => {
    const { status, body } = await passwordLogin(t.app, staff.email, staff.password, {
      impersonate: demo.email,
    });
    expect(status).toBe(200);
    const claims = decodeJwt(String(body.access_token));
    expect(claims.sub).toBe(`auth0|${demo.id}`);
    expect(claims.impersonator_id).toBe(`auth0|${staff.id}`);
    const info = await t.app.inject({ url: '/userinfo/', headers: bearer(String(body.access_token)) });
    expect(info.json()).toMatchObject({ email: demo.email, impersonator_id: `auth0|${staff.id}` });
  });

  it('refuses impersonation by a shopper', async () => {
    const { status, body } = await passwordLogin(t.app, demo.email, demo.password, {
      impersonate: fresh.email,
    });
    expect(status).toBe(403);
    expect(body.error_code).toBe('impersonation_forbidden');
  });

  it('names what is wrong with an impersonation that cannot start, and tells nothing before the password', async () => {
    const unknown = await passwordLogin(t.app, staff.email, staff.password, {
      impersonate: 'nobody-here@shopltk.test',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error_code).toBe('impersonation_target_invalid');
    const self = await passwordLogin(t.app, staff.email, staff.password, { impersonate: staff.email });
    expect(self.status).toBe(400);
    expect(self.body.error_code).toBe('impersonation_target_invalid');
    // A wrong password is refused as any login is, whatever the impersonate field says.
    const wrong = await passwordLogin(t.app, staff.email, 'wrong-password', {
      impersonate: 'nobody-here@shopltk.test',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_code).toBe('invalid_grant');
  });
});

const refreshWith = (refreshToken: string) => refreshWithCookie(t.app, refreshToken);
const userinfo = (accessToken: string) => t.app.inject({ url: '/userinfo/', headers: bearer(accessToken) });

describe('the refresh token is an httpOnly cookie, never in the JSON', () => {
  const setCookie = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['set-cookie']);

  it('a password login sets it httpOnly, SameSite=Strict, for the token path only, and leaves it out of the body', async () => {
    const login = await passwordLogin(t.app, demo.email, demo.password);
    expect(login.status).toBe(200);
    expect(login.body).not.toHaveProperty('refresh_token');
    expect(JSON.stringify(login.body)).not.toContain(String(login.refreshCookie));
    const response = await t.app.inject({
      method: 'POST',
      url: '/token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: demo.email,
        password: demo.password,
      }).toString(),
    });
    const cookie = setCookie(response);
    expect(cookie).toMatch(/^ltk_refresh=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('; Path=/token/');
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('; SameSite=Strict');
    expect(cookie).toContain('; Max-Age=31104000');
    // Plain http (tests, localhost): a Secure cookie would never come back.
    expect(cookie).not.toContain('Secure');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('signup sets it too, without a refresh token in the 201 body', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup/ltk/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email: `cookie-${Date.now()}@shopltk.test`,
        password: 'cookie-password',
      }).toString(),
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).not.toHaveProperty('refresh_token');
    expect(refreshCookieOf(signup)).toEqual(expect.any(String));
  });

  it('the cookie alone refreshes, rotating it; the used one again later ends the session', async () => {
    const tokens = await loginTokens(t.app, demo.email, demo.password);
    const first = await refreshWithCookie(t.app, tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).not.toHaveProperty('refresh_token');
    const rotated = withRefreshCookie(first);
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect((await userinfo(rotated.access_token)).statusCode).toBe(200);
    await t.db.query(
      "update refresh_tokens set rotated_at = now() - interval '1 minute' where token_hash = $1",
      [hashToken(tokens.refresh_token)],
    );
    expect((await refreshWithCookie(t.app, tokens.refresh_token)).statusCode).toBe(401);
    expect((await refreshWithCookie(t.app, rotated.refresh_token)).statusCode).toBe(401);
  });

  it('a refresh with neither cookie nor refresh_token is 401', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      payload: 'grant_type=refresh_token',
    });
    expect(none.statusCode).toBe(401);
    expect(none.json().error_code).toBe('invalid_grant');
  });

  it('another site may not use the cookie (CSRF): a foreign Origin or a cross-site fetch is refused, the token kept', async () => {
    const tokens = await loginTokens(t.app, demo.email, demo.password);
    const foreign = await refreshWithCookie(t.app, tokens.refresh_token, 'https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error_code).toBe('origin_refused');
    expect(refreshCookieOf(foreign)).toBeUndefined();
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/token/',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `ltk_refresh=${tokens.refresh_token}`,
        'sec-fetch-site': 'cross-site',
      },
      payload: 'grant_type=refresh_token',
    });
    expect(crossSite.statusCode).toBe(403);
    const login = await t.app.inject({
      method: 'POST',
      url: '/token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: demo.email,
        password: demo.password,
      }).toString(),
    });
    expect(login.statusCode).toBe(403);
    // Nothing was used up: the site's own origin still refreshes with it.
    expect((await refreshWithCookie(t.app, tokens.refresh_token)).statusCode).toBe(200);
  });

  it('GET /logout/ clears the cookie and ends its session', async () => {
    const tokens = await loginTokens(t.app, demo.email, demo.password);
    const logout = await t.app.inject({ url: '/logout/', headers: bearer(tokens.access_token) });
    expect(logout.statusCode).toBe(200);
    const cookie = setCookie(logout);
    expect(cookie).toMatch(/^ltk_refresh=; /);
    expect(cookie).toContain('; Max-Age=0');
    expect(cookie).toContain('; Path=/token/');
    expect((await refreshWithCookie(t.app, tokens.refresh_token)).statusCode).toBe(401);
  });
});

describe('sessions: refresh rotation, logout, password change, impersonation', () => {
  it('rotates refresh tokens: the new one works, and a used one presented again later ends the whole session', async () => {
    const tokens = await loginTokens(t.app, demo.email, demo.password);
    expect(decodeJwt(tokens.access_token).sid).toEqual(expect.any(String));
    const first = await refreshWith(tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = withRefreshCookie(first);
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(rotated.access_token)).toMatchObject({
      sub: `auth0|${demo.id}`,
      sid: decodeJwt(tokens.access_token).sid,
    });

    // Two tabs refreshing at once send the same token within seconds: both get tokens of the same session.
    const concurrent = await refreshWith(tokens.refresh_token);
    expect(concurrent.statusCode).toBe(200);
    expect(decodeJwt(concurrent.json().access_token).sid).toBe(decodeJwt(tokens.access_token).sid);

    // The old refresh token again, a minute later: someone else has it. The session ends, the newest tokens with it.
    await t.db.query(
      "update refresh_tokens set rotated_at = now() - interval '1 minute' where token_hash = $1",
      [hashToken(tokens.refresh_token)],
    );
    const reuse = await refreshWith(tokens.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error_code).toBe('invalid_grant');
    expect((await refreshWith(rotated.refresh_token)).statusCode).toBe(401);
    expect((await userinfo(rotated.access_token)).statusCode).toBe(401);
    expect((await userinfo(tokens.access_token)).statusCode).toBe(401);
  });

  it('GET /logout/ ends that session: its access and refresh tokens stop working, other sessions keep going', async () => {
    const phone = await loginTokens(t.app, demo.email, demo.password);
    const laptop = await loginTokens(t.app, demo.email, demo.password);
    expect((await userinfo(phone.access_token)).statusCode).toBe(200);
    const logout = await t.app.inject({ url: '/logout/', headers: bearer(phone.access_token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json().revoked).toBe(1);
    const after = await userinfo(phone.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.json().developer_message).toContain('session');
    expect((await refreshWith(phone.refresh_token)).statusCode).toBe(401);
    expect((await userinfo(laptop.access_token)).statusCode).toBe(200);
    expect((await refreshWith(laptop.refresh_token)).statusCode).toBe(200);
  });

  it('a password change ends every other session of the account; the caller stays logged in', async () => {
    const email = `sessions-${Date.now()}@shopltk.test`;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup/ltk/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password: 'first-password' }).toString(),
    });
    expect(signup.statusCode).toBe(201);
    const stolen = await loginTokens(t.app, email, 'first-password');
    const mine = await loginTokens(t.app, email, 'first-password');
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password/',
      headers: { ...bearer(mine.access_token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'current_password=first-password&new_password=second-password',
    });
    expect(change.statusCode).toBe(200);
    expect((await userinfo(stolen.access_token)).statusCode).toBe(401);
    expect((await refreshWith(stolen.refresh_token)).statusCode).toBe(401);
    expect((await userinfo(signup.json().access_token)).statusCode).toBe(401);
    expect((await userinfo(mine.access_token)).statusCode).toBe(200);
    expect((await refreshWith(mine.refresh_token)).statusCode).toBe(200);
  });

  it("ending an impersonation ends only the impersonation's own tokens, not the customer's", async () => {
    const customer = await loginTokens(t.app, demo.email, demo.password);
    const impersonation = await passwordLogin(t.app, staff.email, staff.password, {
      impersonate: demo.email,
    });
    expect(impersonation.status).toBe(200);
    const staffTokens = {
      ...(impersonation.body as unknown as Tokens),
      refresh_token: String(impersonation.refreshCookie),
    };
    const logout = await t.app.inject({ url: '/logout/', headers: bearer(staffTokens.access_token) });
    expect(logout.json().revoked).toBe(1);
    expect((await userinfo(staffTokens.access_token)).statusCode).toBe(401);
    expect((await refreshWith(staffTokens.refresh_token)).statusCode).toBe(401);
    expect((await userinfo(customer.access_token)).statusCode).toBe(200);
    expect((await refreshWith(customer.refresh_token)).statusCode).toBe(200);
  });

  it('refuses a validly signed token that names no session', async () => {
    const user = await findUserByEmail(t.db, demo.email);
    const settings = identitySettings(t.config.publicUrl, t.config.webUrl);
    const unsessioned = await signUserToken(t.db, settings, user!, null, {
      audience: settings.audience,
      expiresIn: 600,
    });
    expect((await userinfo(unsessioned)).statusCode).toBe(401);
  });
});

describe('token verification', () => {
  it('publishes the signing keys at /oidc/jwks and /.well-known/jwks.json and tokens verify against them', async () => {
    const tokens = await loginTokens(t.app, demo.email, demo.password);
    for (const url of ['/oidc/jwks', '/.well-known/jwks.json']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      const jwks = response.json() as { keys: JWK[] };
      expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
      expect(jwks.keys[0]).not.toHaveProperty('d');
      const { payload } = await jwtVerify(tokens.access_token, createLocalJWKSet(jwks));
      expect(payload.email).toBe(demo.email);
    }
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await t.app.inject({ url: '/userinfo/' })).statusCode).toBe(401);
    const tokens = await loginTokens(t.app, demo.email, demo.password);
    const [head, body] = tokens.access_token.split('.');
    const forged = `${head}.${body}.${Buffer.from('forged').toString('base64url')}`;
    const response = await t.app.inject({ url: '/userinfo/', headers: bearer(forged) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, error_code: 'unauthorized' });
    // An id token (audience: the client) is not an access token.
    expect((await t.app.inject({ url: '/userinfo/', headers: bearer(tokens.id_token) })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/userinfo/', headers: bearer('not-a-jwt') })).statusCode).toBe(401);
  });

  it("answers 403 'Key not authorised' for an expired access token, on identity and user routes", async () => {
    const user = await findUserByEmail(t.db, demo.email);
    const settings = identitySettings(t.config.publicUrl, t.config.webUrl);
    const expired = await signUserToken(t.db, settings, user!, null, {
      audience: settings.audience,
      expiresIn: 60,
      now: Math.floor(Date.now() / 1000) - 3600,
    });
    // An identity route and a user route: the clients renew the token on `error`, so every route must keep it.
    for (const url of ['/userinfo/', '/v1/carts']) {
      const response = await t.app.inject({ url, headers: bearer(expired) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        status: 403,
        error: 'Key not authorised',
        error_code: 'key_not_authorised',
      });
      expect(response.json().developer_message).toEqual(expect.any(String));
    }
  });
});

describe('account routes', () => {
  it('GET /userinfo/ returns sub, email, profile, account_id, publisher_id', async () => {
    const tokens = await loginTokens(t.app, demo.email, demo.password);
    const response = await t.app.inject({ url: '/userinfo/', headers: bearer(tokens.access_token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      sub: `auth0|${demo.id}`,
      email: demo.email,
      profile: { sigilUserId: demo.id, authnProvider: 'auth0', authnCanChangeEmail: true },
      account_id: expect.any(Number),
      publisher_id: expect.any(Number),
    });
  });

  it('signs up with form fields, refuses duplicates and short passwords', async () => {
    const form = (body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/signup/ltk/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
    const created = await form({ email: 'new.shopper@shopltk.test', password: 'long-enough-1' });
    expect(created.statusCode).toBe(201);
    expect(decodeJwt(created.json().access_token).email).toBe('new.shopper@shopltk.test');
    const duplicate = await form({ email: 'NEW.shopper@shopltk.test', password: 'long-enough-1' });
    expect(duplicate.statusCode).toBe(409);
    const short = await form({ email: 'other@shopltk.test', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().developer_message).toBe('Password must be 8 characters or more.');
    const badEmail = await form({ email: 'not-an-email', password: 'long-enough-1' });
    expect(badEmail.json().developer_message).toBe('Please enter a valid email');
  });

  it('changes the password (old one stops working) and updates the name; not while impersonating', async () => {
    await form('/api/signup/ltk/', { email: 'changer@shopltk.test', password: 'first-password' });
    const tokens = await loginTokens(t.app, 'changer@shopltk.test', 'first-password');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password/',
      headers: { ...bearer(tokens.access_token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'current_password=nope-nope&new_password=second-password',
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password/',
      headers: { ...bearer(tokens.access_token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'current_password=first-password&new_password=second-password',
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await passwordLogin(t.app, 'changer@shopltk.test', 'first-password', {}, '10.9.9.9')).status,
    ).toBe(400);
    expect((await passwordLogin(t.app, 'changer@shopltk.test', 'second-password')).status).toBe(200);

    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/',
      headers: bearer(tokens.access_token),
      payload: { name: 'Changer' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ email: 'changer@shopltk.test', name: 'Changer' });
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/',
      headers: bearer(tokens.access_token),
      payload: { email: demo.email },
    });
    expect(taken.statusCode).toBe(409);

    const impersonation = await passwordLogin(t.app, staff.email, staff.password, {
      impersonate: 'changer@shopltk.test',
    });
    const blocked = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/',
      headers: bearer(String(impersonation.body.access_token)),
      payload: { name: 'Hijacked' },
    });
    expect(blocked.statusCode).toBe(403);
  });

  it('records password reset requests without revealing whether the account exists', async () => {
    for (const email of [demo.email, 'nobody@shopltk.test']) {
      const response = await form('/api/password/request/ltk/', { email });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('ok');
    }
    const { rows } = await t.db.query('select 1 from password_reset_requests where user_id = $1', [demo.id]);
    expect(rows).toHaveLength(1);
  });
});

function form(url: string, body: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });
}

describe('hosted strategy (OIDC provider under /oidc)', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it('serves the discovery document with code flow, PKCE and the product scopes', async () => {
    const response = await fetch(`${base}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(`${t.config.publicUrl}/oidc`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.response_types_supported).toContain('code');
    expect(doc.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'consumer', 'offline_access']),
    );
    expect(String(doc.jwks_uri)).toMatch(/\/oidc\/jwks$/);
    expect(String(doc.end_session_endpoint)).toMatch(/\/oidc\/session\/end$/);
  });

  it('runs authorization code + PKCE through the login page; the tokens work on the api', async () => {
    const cookies = new Map<string, string>();
    const remember = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = (pair ?? '').split('=');
        if (name) cookies.set(name.trim(), value.join('='));
      }
    };
    const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const go = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(new URL(url, base), {
        ...init,
        redirect: 'manual',
        headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
      });
      remember(response);
      return response;
    };

    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const redirectUri = 'http://localhost:3000/auth/callback';
    const authorize = new URLSearchParams({
      client_id: 'ltk-web',
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid profile email consumer offline_access',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'state-123',
      nonce: 'nonce-123',
    });
    const start = await go(`/oidc/auth?${authorize.toString()}`);
    expect(start.status).toBe(303);
    const interactionUrl = start.headers.get('location') ?? '';
    expect(interactionUrl).toMatch(/\/oidc\/interaction\//);

    const loginPage = await go(interactionUrl);
    expect(loginPage.status).toBe(200);
    const html = await loginPage.text();
    const action = /action="([^"]+\/login)"/.exec(html)?.[1] ?? '';
    expect(action).toMatch(/\/oidc\/interaction\/.+\/login$/);

    const badLogin = await go(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: demo.email, password: 'wrong-password' }).toString(),
    });
    expect(badLogin.status).toBe(400);
    expect(await badLogin.text()).toContain('Wrong email or password.');

    const login = await go(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: demo.email, password: demo.password }).toString(),
    });
    expect(login.status).toBe(303);
    let location = login.headers.get('location') ?? '';
    for (let hop = 0; hop < 5 && !location.startsWith(redirectUri); hop += 1) {
      const next = await go(location);
      expect([302, 303]).toContain(next.status);
      location = next.headers.get('location') ?? '';
    }
    const callback = new URL(location);
    expect(callback.searchParams.get('state')).toBe('state-123');
    const code = callback.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const exchange = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: 'ltk-web',
        code_verifier: verifier,
      }).toString(),
    });
    const tokens = (await exchange.json()) as Record<string, unknown>;
    expect(exchange.status).toBe(200);
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const idClaims = decodeJwt(String(tokens.id_token));
    expect(idClaims).toMatchObject({
      sub: `auth0|${demo.id}`,
      email: demo.email,
      nonce: 'nonce-123',
      account_id: expect.any(Number),
      publisher_id: expect.any(Number),
    });
    expect(idClaims[PROFILE_CLAIM]).toMatchObject({ sigilUserId: demo.id, authnProvider: 'auth0' });

    const accessClaims = decodeJwt(String(tokens.access_token));
    expect(accessClaims).toMatchObject({
      sub: `auth0|${demo.id}`,
      email: demo.email,
      account_id: expect.any(Number),
    });
    expect(accessClaims[PROFILE_CLAIM]).toMatchObject({ sigilUserId: demo.id });
    const jwks = (await (await fetch(`${base}/oidc/jwks`)).json()) as { keys: JWK[] };
    await expect(jwtVerify(String(tokens.access_token), createLocalJWKSet(jwks))).resolves.toBeTruthy();

    const info = await fetch(`${base}/userinfo/`, { headers: bearer(String(tokens.access_token)) });
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ sub: `auth0|${demo.id}`, email: demo.email });

    const refreshed = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: String(tokens.refresh_token),
        client_id: 'ltk-web',
      }).toString(),
    });
    expect(refreshed.status).toBe(200);
    const rotated = (await refreshed.json()) as Record<string, unknown>;

    // The shell moves the hosted session into the cookie once, at /token/: the hosted token is consumed and a
    // rotating one of the same session set as the cookie (test/hardening/hosted-sessions.test.ts covers rotation).
    const viaPasswordEndpoint = await fetch(`${base}/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: String(rotated.refresh_token),
      }).toString(),
    });
    expect(viaPasswordEndpoint.status).toBe(200);
    const viaBody = (await viaPasswordEndpoint.json()) as Record<string, unknown>;
    expect(viaBody.expires_in).toBe(3600);
    expect(decodeJwt(String(viaBody.access_token)).sub).toBe(`auth0|${demo.id}`);
    // The provider rotated the first refresh token: presented again it is a reuse, which ends the whole session.
    const stale = await fetch(`${base}/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: String(tokens.refresh_token),
      }).toString(),
    });
    expect(stale.status).toBe(401);
    const afterReuse = await fetch(`${base}/userinfo/`, { headers: bearer(String(viaBody.access_token)) });
    expect(afterReuse.status).toBe(401);
    const hostedAfterReuse = await fetch(`${base}/userinfo/`, {
      headers: bearer(String(tokens.access_token)),
    });
    expect(hostedAfterReuse.status).toBe(401);

    const logout = await go(
      `/oidc/session/end?client_id=ltk-web&returnTo=${encodeURIComponent('http://localhost:3000/')}`,
    );
    // The reuse ended the provider's session too: end-session has nothing to confirm and sends the browser back.
    expect(logout.status).toBe(200);
    expect(await logout.text()).toContain('/oidc/session/end/confirm');
  });

  it('refuses an authorization request without PKCE', async () => {
    const response = await fetch(
      `${base}/oidc/auth?client_id=ltk-web&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('http://localhost:3000/auth/callback')}`,
      { redirect: 'manual' },
    );
    const location = response.headers.get('location') ?? '';
    expect(location).toContain('error=invalid_request');
  });
});
