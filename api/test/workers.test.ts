import { RATE_LIMITS } from '../src/lib/rate-limiter.js';
import { shareOfRateLimits, workerCount } from '../src/lib/workers.js';

describe('api processes', () => {
  it('runs one process on PGlite whatever API_WORKERS says, one per core on a PostgreSQL server unless told', () => {
    expect(workerCount({ databaseUrl: undefined }, { API_WORKERS: '4' }, 8)).toBe(1);
    expect(workerCount({ databaseUrl: 'postgres://db/ltk' }, {}, 2)).toBe(2);
    expect(workerCount({ databaseUrl: 'postgres://db/ltk' }, { API_WORKERS: '3' }, 2)).toBe(3);
    expect(workerCount({ databaseUrl: 'postgres://db/ltk' }, { API_WORKERS: 'zero' }, 2)).toBe(2);
    expect(workerCount({ databaseUrl: 'postgres://db/ltk' }, { API_WORKERS: '0' }, 2)).toBe(2);
  });

  it('gives each of several processes its share of the per-IP limits, so one address gets about the limit in all', () => {
    expect(shareOfRateLimits(1)).toEqual(RATE_LIMITS);
    const share = shareOfRateLimits(2);
    expect(share.token).toEqual({ limit: 150, windowSeconds: RATE_LIMITS.token.windowSeconds });
    expect(share.passwordRequest.limit).toBe(10);
    expect(shareOfRateLimits(3).passwordRequest.limit).toBe(7);
    for (const [name, rule] of Object.entries(shareOfRateLimits(3)))
      expect(rule.limit * 3).toBeGreaterThanOrEqual(RATE_LIMITS[name as keyof typeof RATE_LIMITS].limit);
  });
});
