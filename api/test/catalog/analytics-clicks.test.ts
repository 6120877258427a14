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
