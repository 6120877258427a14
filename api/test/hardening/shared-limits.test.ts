import { buildApp } from '../../src/app.js';
import { RATE_LIMITS, SharedRateLimiter } from '../../src/lib/rate-limiter.js';
import { createTestApp, type TestApp } from '../../src/testing/create-test-app.js';

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const tight = { ...RATE_LIMITS, passwordRequest: { limit: 2, windowSeconds: 60 } };

/** Two api instances on one database, as behind a load balancer. */
async function twoInstances(sharedRateLimits: boolean) {
  const first = await createTestApp({ config: { rateLimits: tight, sharedRateLimits } });
  const second = await buildApp({ db: first.db, config: first.config });
  await second.ready();
  const reset = (app: typeof second, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/password/request/ltk/',
      remoteAddress: ip,
      headers: form,
      payload: 'email=demo%40shopltk.test',
    });
  return {
    statuses: async (ip: string) => {
      const statuses: number[] = [];
      for (const app of [first.app, second, first.app, second])
        statuses.push((await reset(app, ip)).statusCode);
      return statuses;
    },
    close: async () => {
      await second.close();
      await first.close();
    },
  };
}

describe('per-IP limits across instances (issue 26, past one process)', () => {
  it('in memory, each of two instances allows the whole limit: one address gets twice it', async () => {
    const site = await twoInstances(false);
    try {
      expect(await site.statuses('10.26.5.1')).toEqual([200, 200, 200, 200]);
    } finally {
      await site.close();
    }
  });

  it('shared through the database, two instances together allow the limit once; another address is unaffected', async () => {
    const site = await twoInstances(true);
    try {
      expect(await site.statuses('10.26.5.2')).toEqual([200, 200, 429, 429]);
      expect((await site.statuses('10.26.5.3'))[0]).toBe(200);
    } finally {
      await site.close();
    }
  });

  it('a shared window counts weights, tells the seconds left, and starts afresh after it', async () => {
    const t: TestApp = await createTestApp();
    try {
      const limiter = new SharedRateLimiter(t.db, 'test-window', { limit: 10, windowSeconds: 1 });
      expect(await limiter.hit('k', Date.now(), 6)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      expect(await limiter.hit('k', Date.now(), 6)).toEqual({ allowed: false, retryAfterSeconds: 1 });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await limiter.hit('k', Date.now(), 6)).allowed).toBe(true);
    } finally {
      await t.close();
    }
  });
});
