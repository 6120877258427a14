import type { TestApp } from '../../src/testing/create-test-app.js';
import { variantOf } from '../../src/routes/experiments/feature-flags.js';
import { bearer, createIdentityTestApp, loginTokens } from '../user/identity-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createIdentityTestApp();
});
afterAll(() => t.close());

type Flags = { flags: Record<string, string>; experiments: { name: string; variant: string } };

test('anonymous callers without a visitor id get the flags the shell reads and the control variant', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/v1/feature_flags' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.json()).toEqual({
    flags: { creatorSplash: 'on', desktopBannerAutoDismiss: 'control' },
    experiments: { name: 'web-2026-banners', variant: 'control' },
  });
});

test('visitors are bucketed stably and both variants occur; the experiment flag follows the variant', async () => {
  const seen = new Set<string>();
  for (let i = 0; i < 20; i++) {
    const first = (
      await t.app.inject({ method: 'GET', url: `/v1/feature_flags?visitor_id=v-${i}` })
    ).json() as Flags;
    const again = (
      await t.app.inject({ method: 'GET', url: `/v1/feature_flags?visitor_id=v-${i}` })
    ).json() as Flags;
    expect(again).toEqual(first);
    expect(first.flags.desktopBannerAutoDismiss).toBe(first.experiments.variant);
    expect(first.experiments.variant).toBe(variantOf(`visitor:v-${i}`));
    seen.add(first.experiments.variant);
  }
  expect([...seen].sort()).toEqual(['control', 'treatment']);
});

test('a logged-in user is bucketed by user id, whatever the visitor id', async () => {
  const tokens = await loginTokens(t.app, 'demo@shopltk.test', 'demo-password');
  const me = (
    await t.app.inject({ method: 'GET', url: '/userinfo/', headers: bearer(tokens.access_token) })
  ).json();
  const userId = String(me.sub).replace(/^auth0\|/, '');
  const a = (
    await t.app.inject({
      method: 'GET',
      url: '/v1/feature_flags?visitor_id=a',
      headers: bearer(tokens.access_token),
    })
  ).json() as Flags;
  const b = (
    await t.app.inject({
      method: 'GET',
      url: '/v1/feature_flags?visitor_id=b',
      headers: bearer(tokens.access_token),
    })
  ).json() as Flags;
  expect(a).toEqual(b);
  expect(a.experiments.variant).toBe(variantOf(`user:${userId}`));
});

test('bad visitor ids are 400 in the section-8 shape', async () => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/feature_flags?visitor_id=${'x'.repeat(201)}` });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ status: 400, error_code: 'validation_error' });
});
