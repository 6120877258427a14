import { RefreshingCache, TtlCache } from '../../src/lib/ttl-cache.js';

const settle = () => new Promise((done) => setImmediate(done));

test('computes once, serves fresh values, then serves the stale value while one background refresh runs', async () => {
  let now = 0;
  const cache = new RefreshingCache<number>(10, 1000, 60_000, () => now);
  let calls = 0;
  let release!: () => void;
  const compute = () => {
    calls += 1;
    return calls === 1 ? Promise.resolve(1) : new Promise<number>((done) => (release = () => done(2)));
  };
  expect(await Promise.all([cache.get('k', compute), cache.get('k', compute)])).toEqual([1, 1]);
  expect(calls).toBe(1);
  now = 500;
  expect(await cache.get('k', compute)).toBe(1);
  expect(calls).toBe(1);
  // Stale: answered at once with the old value; exactly one refresh starts.
  now = 1500;
  expect(await cache.get('k', compute)).toBe(1);
  expect(await cache.get('k', compute)).toBe(1);
  expect(calls).toBe(2);
  release();
  await settle();
  expect(await cache.get('k', compute)).toBe(2);
  expect(calls).toBe(2);
});

test('a failed refresh keeps the old value and a later request retries; a value older than maxAge is computed afresh', async () => {
  let now = 0;
  const cache = new RefreshingCache<number>(10, 1000, 5000, () => now);
  await cache.get('k', () => Promise.resolve(1));
  now = 2000;
  expect(await cache.get('k', () => Promise.reject(new Error('db down')))).toBe(1);
  await settle();
  expect(await cache.get('k', () => Promise.resolve(7))).toBe(1);
  await settle();
  expect(await cache.get('k', () => Promise.resolve(8))).toBe(7);
  now = 20_000;
  expect(await cache.get('k', () => Promise.resolve(9))).toBe(9);
});

describe('TtlCache with a weight bound', () => {
  test('drops the least recently used values once their summed weight passes the bound', () => {
    const cache = new TtlCache<string>(100, 60_000, { max: 10, weigh: (value) => value.length });
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    expect(cache.get('a')).toBe('xxxx'); // a is now the most recently used
    cache.set('c', 'zzzz'); // 12 > 10: b goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('xxxx');
    expect(cache.get('c')).toBe('zzzz');
    expect(cache.totalWeight).toBe(8);
    cache.set('a', 'x'); // replacing a value replaces its weight
    expect(cache.totalWeight).toBe(5);
    cache.set('huge', 'h'.repeat(11)); // heavier than the bound alone: not kept, evicts nothing
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('c')).toBe('zzzz');
    expect(cache.totalWeight).toBe(5);
  });

  test('the catalog response cache is bounded by the length of its texts', async () => {
    const { catalogResponses } = await import('../../src/routes/context.js');
    const page = 'p'.repeat(228_000);
    for (let i = 0; i < 600; i += 1) catalogResponses.set(`GET /feed?cb=${i} `, page);
    expect(catalogResponses.totalWeight).toBeLessThanOrEqual(64 * 1024 * 1024);
    expect(catalogResponses.get('GET /feed?cb=0 ')).toBeUndefined();
    expect(catalogResponses.get('GET /feed?cb=599 ')).toBe(page);
  });
});
