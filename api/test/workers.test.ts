import { workerCount, workerRestarts } from '../src/lib/workers.js';

describe('api processes', () => {
  it('runs one process on PGlite whatever API_WORKERS says, one per core on a PostgreSQL server unless told', () => {
    expect(workerCount({ databaseUrl: undefined }, { API_WORKERS: '4' }, 8)).toBe(1);
    expect(workerCount({ databaseUrl: 'postgres://db/ltk' }, {}, 2)).toBe(2);
    expect(workerCount({ databaseUrl: 'postgres://db/ltk' }, { API_WORKERS: '3' }, 2)).toBe(3);
    expect(workerCount({ databaseUrl: 'postgres://db/ltk' }, { API_WORKERS: 'zero' }, 2)).toBe(2);
    expect(workerCount({ databaseUrl: 'postgres://db/ltk' }, { API_WORKERS: '0' }, 2)).toBe(2);
  });
});

describe('restarting workers that die', () => {
  const policy = { baseMs: 100, maxMs: 1000, maxDeaths: 5, windowMs: 10_000 };

  it('waits longer after each death of a streak, then gives up instead of crash-looping', () => {
    let clock = 0;
    const restarts = workerRestarts(policy, () => clock);
    const delays: (number | undefined)[] = [];
    for (let i = 0; i < 6; i += 1) {
      const delay = restarts.next();
      delays.push(delay);
      // each new worker dies right after its delayed start: the delays themselves never break the streak
      clock += (delay ?? 0) + 50;
    }
    expect(delays).toEqual([100, 200, 400, 800, 1000, undefined]);
  });

  it('starts over from the short delay once deaths are older than the window', () => {
    let clock = 0;
    const restarts = workerRestarts(policy, () => clock);
    expect([restarts.next(), restarts.next(), restarts.next()]).toEqual([100, 200, 400]);
    clock += 10_001;
    expect(restarts.next()).toBe(100);
    // an occasional death now and then never reaches the limit
    for (let i = 0; i < 20; i += 1) {
      clock += 10_001;
      expect(restarts.next()).toBe(100);
    }
  });
});
