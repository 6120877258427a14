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

  test('the catalog response cache is bounded by the bytes of its bodies', async () => {
    const { catalogResponses } = await import('../../src/routes/context.js');
    const page = Buffer.alloc(228_000, 'p');
    for (let i = 0; i < 600; i += 1) catalogResponses.set(`GET /feed?cb=${i} `, page);
    expect(catalogResponses.totalWeight).toBeLessThanOrEqual(64 * 1024 * 1024);
    expect(catalogResponses.get('GET /feed?cb=0 ')).toBeUndefined();
    expect(catalogResponses.get('GET /feed?cb=599 ')).toBe(page);
  });
});

describe('TtlCache admitting on the second ask', () => {
  test('a key computed once is not stored; asked again within the TTL it is, and then served', async () => {
    const cache = new TtlCache<string>(100, 60_000, undefined, { admitOnSecondAsk: true });
    let calls = 0;
    const compute = () => Promise.resolve(`v${(calls += 1)}`);
    expect(await cache.getOrCompute('k', compute)).toBe('v1');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.getOrCompute('k', compute)).toBe('v2');
    expect(await cache.getOrCompute('k', compute)).toBe('v2');
    expect(calls).toBe(2);
    // concurrent first asks share one computation and count as one ask
    const [a, b] = await Promise.all([cache.getOrCompute('j', compute), cache.getOrCompute('j', compute)]);
    expect([a, b]).toEqual(['v3', 'v3']);
    expect(cache.get('j')).toBeUndefined();
  });

  test('a second ask after the TTL counts as a first one; remembered keys are bounded', async () => {
    const cache = new TtlCache<string>(3, 20, undefined, { admitOnSecondAsk: true });
    await cache.getOrCompute('k', () => Promise.resolve('a'));
    await new Promise((done) => setTimeout(done, 40));
    await cache.getOrCompute('k', () => Promise.resolve('b'));
    expect(cache.get('k')).toBeUndefined();
    await cache.getOrCompute('k', () => Promise.resolve('c'));
    expect(cache.get('k')).toBe('c');
    // more one-off keys than entries: the remembered asks are cleared, not grown
    for (const key of ['x1', 'x2', 'x3', 'x4']) await cache.getOrCompute(key, () => Promise.resolve(key));
    await cache.getOrCompute('x1', () => Promise.resolve('again'));
    expect(cache.get('x1')).toBeUndefined();
  });

  test('the catalog response cache keeps no one-off URL', async () => {
    const { catalogResponses } = await import('../../src/routes/context.js');
    const before = catalogResponses.totalWeight;
    for (let i = 0; i < 50; i += 1)
      await catalogResponses.getOrCompute(`GET /feed?once=${i} `, () =>
        Promise.resolve(Buffer.alloc(1000, 'p')),
      );
    expect(catalogResponses.totalWeight).toBe(before);
    const body = Buffer.alloc(1000, 'q');
    await catalogResponses.getOrCompute('GET /feed?once=49 ', () => Promise.resolve(body));
    expect(catalogResponses.get('GET /feed?once=49 ')).toBe(body);
  });
});
