import { DEMO_ACCOUNTS } from '../../src/identity/demo/demo-accounts.js';
import { SIGN_IN_THROTTLE, turnDelayMs } from '../../src/identity/login-rate-limit.js';
import { createTestApp, type TestApp } from '../../src/testing/create-test-app.js';
import { passwordLogin } from '../user/identity-helpers.js';

const { demo, staff } = DEMO_ACCOUNTS;
/** The real rule with short waits, so the test does not sit out seconds. */
const throttle = { ...SIGN_IN_THROTTLE, stepMs: 40, maxDelayMs: 400, maxWaitMs: 1200 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { signInThrottle: throttle } });
});
afterAll(async () => {
  await t.close();
});

describe('finding 10: sign-in throttling', () => {
  it('the wait between attempts of an address grows with its failures, up to a cap', () => {
    const delays = [0, 9, 10, 20, 30, 70, 500].map((n) => turnDelayMs(n, SIGN_IN_THROTTLE));
    expect(delays.slice(0, 2)).toEqual([0, 0]);
    for (let i = 2; i < delays.length - 1; i += 1) expect(delays[i + 1]).toBeGreaterThanOrEqual(delays[i]!);
    expect(delays[2]).toBeGreaterThan(0);
    expect(delays.at(-1)).toBe(SIGN_IN_THROTTLE.maxDelayMs);
  });

  it('70 failed logins for made-up accounts from one address, then a correct password from it signs in', async () => {
    const ip = '10.26.10.1';
    const started = Date.now();
    const failures = await Promise.all(
      Array.from({ length: 70 }, (_, n) =>
        passwordLogin(t.app, `made-up-${n}@shopltk.test`, 'Summer2026!', {}, ip),
      ),
    );
    const statuses = failures.map((failure) => failure.status);
    // Every guess was answered 400 (evaluated, wrong) or 429 (refused unevaluated: the address's queue was full).
    expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    // Parallel connections do not multiply the rate: the evaluated guesses were spaced by the growing delay.
    const evaluated = statuses.filter((status) => status === 400).length;
    const spacing = Array.from({ length: evaluated }, (_, n) => turnDelayMs(n, throttle)).reduce(
      (sum, ms) => sum + ms,
      0,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(spacing - 50);
    await new Promise((resolve) => setTimeout(resolve, throttle.maxWaitMs));
    const login = await passwordLogin(t.app, demo.email, demo.password, {}, ip);
    expect(login.status).toBe(200);
    expect(login.body.access_token).toEqual(expect.any(String));
  });

  it('a targeted account is locked from the attacking address only; others there still sign in', async () => {
    const ip = '10.26.10.2';
    for (let i = 0; i < throttle.maxFailuresPerAccount; i += 1)
      expect((await passwordLogin(t.app, demo.email, `guess-${i}`, {}, ip)).status).toBe(400);
    const locked = await passwordLogin(t.app, demo.email, demo.password, {}, ip);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ error_code: 'too_many_attempts' });
    expect((await passwordLogin(t.app, staff.email, staff.password, {}, ip)).status).toBe(200);
    expect((await passwordLogin(t.app, demo.email, demo.password, {}, '10.26.10.3')).status).toBe(200);
  });
});
