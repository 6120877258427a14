import type { TestApp } from '../../src/testing/create-test-app.js';
import { ANALYTICS_MAX_RECORDS } from '../../src/routes/analytics/post-analytics-events.js';
import { bearer, createIdentityTestApp, loginTokens } from '../user/identity-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createIdentityTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.exec('delete from analytics_events');
});

const AT = Date.UTC(2026, 10, 21, 12, 0, 0);
/** The shape of shell/src/features/analytics AnalyticsBatch. */
const batch = {
  sampleRate: 1,
  records: [
    {
      kind: 'page-view',
      name: 'explore-displayName',
      at: AT,
      tracking: { utm_source: 'tiktok_one' },
      properties: { path: '/explore/anna', title: 'Anna' },
    },
    {
      kind: 'event',
      name: '/like',
      at: AT + 1500,
      userId: 'client-said',
      tracking: {},
      properties: { postId: 'p1', type: 'post' },
    },
  ],
};

type Row = {
  kind: string;
  name: string;
  occurred_at: Date | string;
  user_id: string | null;
  reported_user_id: string | null;
  tracking: unknown;
  properties: unknown;
  sample_rate: number;
};
const stored = async () =>
  (
    await t.db.query<Row>(
      'select kind, name, occurred_at, user_id, reported_user_id, tracking, properties, sample_rate from analytics_events order by occurred_at',
    )
  ).rows;

test('a JSON batch is stored one row per record, anonymous', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/analytics/events', payload: batch });
  expect(res.statusCode).toBe(202);
  expect(res.json()).toEqual({ accepted: 2 });
  const rows = await stored();
  expect(rows.map((r) => [r.kind, r.name, r.user_id, r.reported_user_id, r.sample_rate])).toEqual([
    ['page-view', 'explore-displayName', null, null, 1],
    ['event', '/like', null, 'client-said', 1],
  ]);
  expect(new Date(rows[1]!.occurred_at).getTime()).toBe(AT + 1500);
  expect(rows[0]!.tracking).toEqual({ utm_source: 'tiktok_one' });
  expect(rows[1]!.properties).toEqual({ postId: 'p1', type: 'post' });
});

test('a sendBeacon batch (text/plain JSON) is accepted', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/analytics/events',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: JSON.stringify(batch),
  });
  expect(res.statusCode).toBe(202);
  expect((await stored()).length).toBe(2);
});

test('a valid token attaches the user; the record userId is kept apart', async () => {
  const tokens = await loginTokens(t.app, 'demo@shopltk.test', 'demo-password');
  const me = await t.app.inject({ method: 'GET', url: '/userinfo/', headers: bearer(tokens.access_token) });
  const res = await t.app.inject({
    method: 'POST',
    url: '/analytics/events',
    headers: bearer(tokens.access_token),
    payload: batch,
  });
  expect(res.statusCode).toBe(202);
  const rows = await stored();
  const sub = String(me.json().sub).replace(/^auth0\|/, '');
  expect(rows.map((r) => r.user_id)).toEqual([sub, sub]);
  expect(rows[1]!.reported_user_id).toBe('client-said');
});

test('malformed batches are 400 in the section-8 shape and store nothing', async () => {
  const cases: { payload: string; type: string; message: RegExp }[] = [
    { payload: '{"sampleRate":1,"records":[', type: 'text/plain', message: /not valid JSON/ },
    { payload: '{"sampleRate":1,"records":[', type: 'application/json', message: /JSON/i },
    {
      payload: JSON.stringify({ sampleRate: 1, records: [] }),
      type: 'application/json',
      message: /body.records must NOT have fewer than 1 items/,
    },
    {
      payload: JSON.stringify({ records: batch.records }),
      type: 'application/json',
      message: /body.sampleRate is required/,
    },
    {
      payload: JSON.stringify({ ...batch, records: [{ ...batch.records[0], kind: 'click' }] }),
      type: 'text/plain',
      message: /body.records.0.kind/,
    },
    {
      payload: JSON.stringify({ ...batch, records: [{ ...batch.records[0], at: 'yesterday' }] }),
      type: 'application/json',
      message: /body.records.0.at/,
    },
    {
      payload: JSON.stringify({ ...batch, records: [{ kind: 'event', at: AT, tracking: {} }] }),
      type: 'application/json',
      message: /name is required/,
    },
  ];
  for (const { payload, type, message } of cases) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/analytics/events',
      headers: { 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      error_code: expect.stringMatching(/^(bad_request|validation_error)$/),
    });
    expect(res.json().developer_message).toMatch(message);
  }
  expect(await stored()).toEqual([]);
});

test('record count and body size are bounded', async () => {
  const record = { kind: 'event', name: '/wish', at: AT, tracking: {} };
  const tooMany = await t.app.inject({
    method: 'POST',
    url: '/analytics/events',
    payload: { sampleRate: 100, records: Array.from({ length: ANALYTICS_MAX_RECORDS + 1 }, () => record) },
  });
  expect(tooMany.statusCode).toBe(400);
  expect(tooMany.json().developer_message).toMatch(/body.records must NOT have more than 500 items/);

  const big = await t.app.inject({
    method: 'POST',
    url: '/analytics/events',
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({
      sampleRate: 1,
      records: [{ ...record, properties: { blob: 'x'.repeat(300_000) } }],
    }),
  });
  expect(big.statusCode).toBe(413);
  expect(big.json()).toMatchObject({ status: 413, error_code: 'payload_too_large' });
  expect(await stored()).toEqual([]);
});
