import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../../src/identity/demo/demo-accounts.js';
import { bearer, createIdentityTestApp, loginTokens, refreshWithCookie } from './identity-helpers.js';

const { fresh } = DEMO_ACCOUNTS;

describe('persistence across a restart (PGlite data folder)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ltk-identity-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps signing keys, accounts, tokens and user state', async () => {
    const first = await createIdentityTestApp({ dataDir });
    const tokens = await loginTokens(first.app, fresh.email, fresh.password);
    const auth = bearer(tokens.access_token);
    const jwks = (await first.app.inject({ url: '/oidc/jwks' })).json();
    const { rows } = await first.db.query<{ id: string; post_id: string }>(
      'select id, post_id from products order by id limit 1',
    );
    const product = rows[0]!;
    await first.app.inject({
      method: 'POST',
      url: '/v2/likes/',
      headers: auth,
      payload: { ltk_id: product.post_id },
    });
    await first.app.inject({
      method: 'POST',
      url: '/v2/wishes/',
      headers: auth,
      payload: { ltk_product_id: product.id },
    });
    await first.app.inject({ method: 'PUT', url: '/v2/settings/', headers: auth, payload: { locale: 'de' } });
    await first.app.inject({
      method: 'PATCH',
      url: '/v2/signed_policies/',
      headers: auth,
      payload: { cookie: true, privacy: true, tos: true },
    });
    await first.close();

    const second = await createIdentityTestApp({ dataDir });
    try {
      expect((await second.app.inject({ url: '/oidc/jwks' })).json()).toEqual(jwks);
      // The token issued before the restart still verifies, and the refresh token still works.
      expect((await second.app.inject({ url: '/userinfo/', headers: auth })).statusCode).toBe(200);
      const refreshed = await refreshWithCookie(second.app, tokens.refresh_token);
      expect(refreshed.statusCode).toBe(200);
      expect(
        (await second.app.inject({ url: '/v2/likes/', headers: auth }))
          .json()
          .likes.map((l: { ltkId: string }) => l.ltkId),
      ).toEqual([product.post_id]);
      expect(
        (await second.app.inject({ url: '/v2/wishes/', headers: auth })).json().wishes[0].ltkProductId,
      ).toBe(product.id);
      expect((await second.app.inject({ url: '/v2/settings/', headers: auth })).json().settings.locale).toBe(
        'de',
      );
      expect(
        (await second.app.inject({ url: '/v2/signed_policies/', headers: auth })).json().signedPolicies,
      ).toEqual({ cookie: true, privacy: true, tos: true });
      const users = await second.db.query(
        "select count(*)::int as n from users where email like '%@shopltk.test'",
      );
      expect(users.rows[0]).toEqual({ n: 3 });
    } finally {
      await second.close();
    }
  });
});
