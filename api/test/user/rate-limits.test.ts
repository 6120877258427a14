import { RATE_LIMITS, RateLimiter } from '../../src/lib/rate-limiter.js';
import { createTestApp, type TestApp } from '../../src/testing/create-test-app.js';
import { passwordLogin } from './identity-helpers.js';

const tight = { limit: 2, windowSeconds: 60 };
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('RateLimiter', () => {
  it('allows `limit` hits per key in a window, then refuses with the seconds left, and starts afresh after it', () => {
    const limiter = new RateLimiter({ limit: 2, windowSeconds: 10 });
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('a', 1000).allowed).toBe(true);
    expect(limiter.hit('a', 2000)).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(limiter.hit('b', 2000).allowed).toBe(true);
    expect(limiter.hit('a', 10_000).allowed).toBe(true);
  });

  it('keeps at most maxKeys keys, dropping expired ones first', () => {
    const limiter = new RateLimiter({ limit: 1, windowSeconds: 10 }, 2);
    limiter.hit('old', 0);
    limiter.hit('live', 9_000);
    limiter.hit('new', 10_500); // sweeps 'old' (expired), keeps 'live'
    expect(limiter.hit('live', 10_600).allowed).toBe(false);
    expect(limiter.hit('new', 10_700).allowed).toBe(false);
  });
});

describe('per-IP limits', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  const signup = (ip: string, n: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/signup/ltk/',
      remoteAddress: ip,
      headers: form,
      payload: new URLSearchParams({
        email: `ip-${ip}-${n}-${Date.now()}@shopltk.test`,
        password: 'a-password-1',
      }).toString(),
    });
  const resetRequest = (headers: Record<string, string> = {}, ip = '10.0.0.9') =>
    t.app.inject({
      method: 'POST',
      url: '/api/password/request/ltk/',
      remoteAddress: ip,
      headers: { ...form, ...headers },
      payload: 'email=demo%40shopltk.test',
    });

  it('sign-ups: one address over the limit gets 429 with Retry-After; another address is unaffected', async () => {
    t = await createTestApp({ config: { rateLimits: { ...RATE_LIMITS, signup: tight } } });
    expect((await signup('10.0.0.1', 1)).statusCode).toBe(201);
    expect((await signup('10.0.0.1', 2)).statusCode).toBe(201);
    const third = await signup('10.0.0.1', 3);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.json()).toMatchObject({ status: 429, error_code: 'too_many_requests' });
    expect((await signup('10.0.0.2', 1)).statusCode).toBe(201);
  });

  it('token requests and password-reset requests are limited per address', async () => {
    t = await createTestApp({
      config: { rateLimits: { ...RATE_LIMITS, token: tight, passwordRequest: tight } },
    });
    for (let i = 0; i < 2; i += 1) expect((await resetRequest()).statusCode).toBe(200);
    expect((await resetRequest()).statusCode).toBe(429);
    const ip = '10.0.0.3';
    expect((await passwordLogin(t.app, 'demo@shopltk.test', 'demo-password', {}, ip)).status).toBe(200);
    expect((await passwordLogin(t.app, 'demo@shopltk.test', 'demo-password', {}, ip)).status).toBe(200);
    expect((await passwordLogin(t.app, 'demo@shopltk.test', 'demo-password', {}, ip)).status).toBe(429);
  });

  it('the client address comes from X-Forwarded-For only when TRUST_PROXY names the proxy', async () => {
    t = await createTestApp({
      config: { rateLimits: { ...RATE_LIMITS, passwordRequest: { limit: 1, windowSeconds: 60 } } },
    });
    // Not trusted: every client behind the proxy is the proxy's address, and a forged header changes nothing.
    expect((await resetRequest({ 'x-forwarded-for': '198.51.100.1' }, '10.1.1.1')).statusCode).toBe(200);
    expect((await resetRequest({ 'x-forwarded-for': '198.51.100.2' }, '10.1.1.1')).statusCode).toBe(429);
    await t.close();
    t = await createTestApp({
      config: {
        trustProxy: ['10.1.1.1'],
        rateLimits: { ...RATE_LIMITS, passwordRequest: { limit: 1, windowSeconds: 60 } },
      },
    });
    expect((await resetRequest({ 'x-forwarded-for': '198.51.100.1' }, '10.1.1.1')).statusCode).toBe(200);
    expect((await resetRequest({ 'x-forwarded-for': '198.51.100.2' }, '10.1.1.1')).statusCode).toBe(200);
    expect((await resetRequest({ 'x-forwarded-for': '198.51.100.2' }, '10.1.1.1')).statusCode).toBe(429);
  });

  it('anonymous analytics is limited per address; a signed-in sender is not', async () => {
    t = await createTestApp({ config: { rateLimits: { ...RATE_LIMITS, anonymousAnalytics: tight } } });
    const batch = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/analytics/events',
        remoteAddress: '10.0.0.5',
        headers,
        payload: { sampleRate: 100, records: [{ kind: 'event', name: 'x', at: Date.now(), tracking: {} }] },
      });
    expect((await batch()).statusCode).toBe(202);
    expect((await batch()).statusCode).toBe(202);
    expect((await batch()).statusCode).toBe(429);
    const login = await passwordLogin(t.app, 'demo@shopltk.test', 'demo-password', {}, '10.0.0.5');
    const signedIn = { authorization: `Bearer ${String(login.body.access_token)}` };
    for (let i = 0; i < 3; i += 1) expect((await batch(signedIn)).statusCode).toBe(202);
  });
});
