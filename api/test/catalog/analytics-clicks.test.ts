import type { TestApp } from '../../src/testing/create-test-app.js';
import { bearer, createIdentityTestApp, loginTokens } from '../user/identity-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createIdentityTestApp();
});
afterAll(() => t.close());

const click = {
  event: 'search_result_click',
  platform: 'web',
  search_string: 'linen dress',
  content_id: 'post-1',
  content_type: 'post',
  click_position: 2,
};

test('a logged-in click is recorded for that user', async () => {
  const tokens = await loginTokens(t.app, 'demo@shopltk.test', 'demo-password');
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/analytics/clicks',
    headers: bearer(tokens.access_token),
    payload: click,
  });
  expect(res.statusCode).toBe(202);
  expect(res.json()).toEqual({ accepted: true });
  const { rows } = await t.db.query<{ search_string: string; content_type: string }>(
    'select search_string, content_type from search_clicks',
  );
  expect(rows).toEqual([{ search_string: 'linen dress', content_type: 'post' }]);
});

test('clicks need a token (401) and an event (400)', async () => {
  const anonymous = await t.app.inject({ method: 'POST', url: '/v1/analytics/clicks', payload: click });
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json()).toMatchObject({ status: 401, error_code: 'unauthorized' });
  const tokens = await loginTokens(t.app, 'demo@shopltk.test', 'demo-password');
  const invalid = await t.app.inject({
    method: 'POST',
    url: '/v1/analytics/clicks',
    headers: bearer(tokens.access_token),
    payload: { platform: 'web' },
  });
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json().developer_message).toBe('body.event is required');
});

test('a user reads back only their own clicks, newest first; anonymous gets 401', async () => {
  const demo = await loginTokens(t.app, 'demo@shopltk.test', 'demo-password');
  const staff = await loginTokens(t.app, 'staff@shopltk.test', 'staff-password');
  for (const content_id of ['post-a', 'post-b'])
    await t.app.inject({
      method: 'POST',
      url: '/v1/analytics/clicks',
      headers: bearer(demo.access_token),
      payload: { ...click, content_id, timestamp: 1767225600000 },
    });
  const mine = await t.app.inject({
    method: 'GET',
    url: '/v1/analytics/clicks',
    headers: bearer(demo.access_token),
  });
  expect(mine.statusCode).toBe(200);
  const clicks = mine.json().clicks as { event: string; payload: { content_id: string } }[];
  expect(clicks.slice(0, 2).map((c) => c.payload.content_id)).toEqual(['post-b', 'post-a']);
  expect(clicks[0]?.event).toBe('search_result_click');
  const theirs = await t.app.inject({
    method: 'GET',
    url: '/v1/analytics/clicks',
    headers: bearer(staff.access_token),
  });
  expect(theirs.json()).toEqual({ clicks: [] });
  const anonymous = await t.app.inject({ method: 'GET', url: '/v1/analytics/clicks' });
  expect(anonymous.statusCode).toBe(401);
});
