import type { Queryable } from '../../src/db/db.js';
import { RATE_LIMITS } from '../../src/lib/rate-limiter.js';
import { imageUrl } from '../../src/lib/urls.js';
import { IMAGE_QUALITIES, IMAGE_WIDTHS } from '../../src/routes/images/get-image.js';
import { pruneAnalytics } from '../../src/routes/analytics/analytics-retention.js';
import { createTestApp, type TestApp } from '../../src/testing/create-test-app.js';
import { bearer, loginTokens } from '../user/identity-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      rateLimits: { ...RATE_LIMITS, anonymousAnalyticsBytes: { limit: 600_000, windowSeconds: 3600 } },
    },
  });
});
afterAll(async () => {
  await t.close();
});

/** A batch of about 234 KB, as in the issue. */
const bigBatch = () =>
  JSON.stringify({
    sampleRate: 100,
    records: Array.from({ length: 400 }, (_, i) => ({
      kind: 'event',
      name: `fill-${i}`,
      at: Date.now(),
      tracking: {},
      properties: { pad: 'x'.repeat(560) },
    })),
  });

const post = (payload: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/analytics/events',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

describe('finding 6: anonymous analytics are capped by bytes per address, and old rows expire', () => {
  it('an address over its bytes per hour gets 429 with Retry-After; another address and signed-in senders do not', async () => {
    const batch = bigBatch();
    expect(batch.length).toBeGreaterThan(230_000);
    expect((await post(batch, '10.6.0.1')).statusCode).toBe(202);
    expect((await post(batch, '10.6.0.1')).statusCode).toBe(202);
    const third = await post(batch, '10.6.0.1');
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(3000);
    expect(third.json()).toMatchObject({ error_code: 'too_many_requests' });
    expect((await post(batch, '10.6.0.2')).statusCode).toBe(202);
    const { access_token } = await loginTokens(t.app, 'demo@shopltk.test', 'demo-password');
    expect((await post(batch, '10.6.0.1', bearer(access_token))).statusCode).toBe(202);
  });

  it('the retention job deletes rows older than the retention days and keeps newer ones', async () => {
    await t.db.query(
      `insert into analytics_events (batch_id, kind, name, occurred_at, sample_rate, received_at)
       select gen_random_uuid(), 'event', 'retention-' || n, now(), 100, now() - make_interval(days => n)
       from generate_series(1, 40) n`,
    );
    expect(await pruneAnalytics(t.db, 30)).toBeGreaterThanOrEqual(10);
    const { rows } = await t.db.query<{ days: number }>(
      `select max(extract(day from now() - received_at))::int as days from analytics_events where name like 'retention-%'`,
    );
    expect(rows[0]?.days).toBe(29);
    expect(t.app.config.analyticsRetentionDays).toBe(30);
  });
});

describe('finding 12 (storage): a full store answers 507, not 500, and loses nothing', () => {
  it.each([
    ['PostgreSQL disk_full', Object.assign(new Error('could not extend file'), { code: '53100' })],
    ['ENOSPC', Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })],
  ])('%s on a write is 507 insufficient_storage with Retry-After', async (_name, failure) => {
    const db = t.db as Queryable;
    const query = db.query.bind(db);
    // The storage error at the database edge: every insert fails as a full disk makes it fail.
    db.query = (async (sql: string, params?: unknown[], options?: object) => {
      if (/^\s*insert/i.test(sql)) throw failure;
      return query(sql, params, options);
    }) as Queryable['query'];
    try {
      const full = await post(
        JSON.stringify({
          sampleRate: 100,
          records: [{ kind: 'event', name: 'x', at: Date.now(), tracking: {} }],
        }),
        '10.6.0.9',
      );
      expect(full.statusCode).toBe(507);
      expect(full.headers['retry-after']).toBe('60');
      expect(full.json()).toMatchObject({ status: 507, error_code: 'insufficient_storage' });
    } finally {
      db.query = query;
    }
    expect((await t.app.inject({ url: '/v3/activities/posts/global/featured?limit=1' })).statusCode).toBe(
      200,
    );
  });
  it('is in the API document for every write operation', () => {
    type Operation = { operationId?: string; responses: Record<string, { description?: string }> };
    const paths = (t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> }).paths;
    const writes = Object.values(paths).flatMap((operations) =>
      Object.entries(operations)
        .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map(([, operation]) => operation),
    );
    expect(writes.length).toBeGreaterThan(20);
    expect(writes.filter((operation) => !operation.responses['507']).map((o) => o.operationId)).toEqual([]);
    expect(paths['/analytics/events']?.post?.responses['507']?.description).toMatch(/store is full/);
  });
});

describe('finding 8: image renders are bounded', () => {
  let images: TestApp;
  beforeAll(async () => {
    images = await createTestApp({
      config: { rateLimits: { ...RATE_LIMITS, imageRenders: { limit: 3, windowSeconds: 60 } } },
    });
  });
  afterAll(async () => {
    await images.close();
  });

  const productImage = async (): Promise<string> => {
    const { rows } = await images.db.query<{ id: string }>(
      'select id from product_details order by id limit 1',
    );
    return new URL(imageUrl(images.config, 'product', rows[0]!.id)).pathname;
  };
  const get = (url: string, ip = '10.8.0.1') => images.app.inject({ url, remoteAddress: ip });

  it('w and q come from the allowed sets (400 naming them otherwise); dpr is rounded up to 1, 2 or 3', async () => {
    const path = await productImage();
    for (const query of ['w=87', 'w=451', 'w=1999', 'q=79', 'q=100']) {
      const response = await get(`${path}?${query}`, '10.8.0.2');
      expect(response.statusCode).toBe(400);
      expect(response.json().developer_message).toContain(`querystring.${query[0]}`);
    }
    const a = await get(`${path}?w=${IMAGE_WIDTHS[0]}&dpr=1.2`, '10.8.0.2');
    const b = await get(`${path}?w=${IMAGE_WIDTHS[0]}&dpr=2`, '10.8.0.2');
    expect(a.statusCode).toBe(200);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    expect(IMAGE_QUALITIES).toContain(80);
  });

  it('renders are limited per address (429 with Retry-After); cached images and other addresses still load', async () => {
    const path = await productImage();
    const urls = [88, 100, 225, 256].map((w) => `${path}?w=${w}&h=${w + 7}`);
    for (const url of urls.slice(0, 3)) expect((await get(url)).statusCode).toBe(200);
    const refused = await get(urls[3]!);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(urls[0]!)).statusCode).toBe(200);
    expect((await get(urls[3]!, '10.8.0.3')).statusCode).toBe(200);
  });
});
