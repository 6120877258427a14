import type { TestApp } from '../../src/testing/create-test-app.js';
import { stableUuid } from '../../src/identity/demo/stable-uuid.js';
import { DEMO_ACCOUNTS } from '../../src/identity/demo/demo-accounts.js';
import { bearer, createIdentityTestApp, loginTokens } from './identity-helpers.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies in assertions

const { staff } = DEMO_ACCOUNTS;
let t: TestApp;
let staffAuth: Record<string, string>;

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  auth?: Record<string, string>,
  payload?: object,
): Promise<{ status: number; body: Json }> {
  const response = await t.app.inject({ method, url, headers: auth ?? {}, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? (response.json() as Json) : {} };
}

let accounts = 0;
/** A new shopper with a session and one wish in the default wishlist. */
async function shopperWithWish(): Promise<{
  id: string;
  email: string;
  auth: Record<string, string>;
  shareHash: string;
}> {
  accounts += 1;
  const email = `shared-${accounts}@shopltk.test`;
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/signup/ltk/',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password: 'shared-password' }).toString(),
  });
  expect(signup.statusCode).toBe(201);
  const auth = bearer((await loginTokens(t.app, email, 'shared-password')).access_token);
  const { rows } = await t.db.query<{ id: string }>('select id from products order by id limit 1');
  expect((await call('POST', '/v2/wishes/', auth, { ltk_product_id: rows[0]!.id })).status).toBe(200);
  const own = (await call('GET', '/v2/wish_collections/', auth)).body.wishCollections[0];
  return { id: own.userId, email, auth, shareHash: own.shareHash };
}

const decode = (hash: string) => {
  const [shareId, ownerId] = Buffer.from(hash, 'base64url').toString().split(':');
  return { shareId: shareId!, ownerId: ownerId! };
};
const sharedUrl = (hash: string, tail = '') => {
  const { shareId, ownerId } = decode(hash);
  return `/v2/wish_collections_shared/${shareId}${tail}?user_id=${ownerId}`;
};
const setGate = (allowList: unknown) =>
  call('PUT', '/v1/service_settings/shared_wishlist_allow_list', staffAuth, { allowList });

beforeAll(async () => {
  t = await createIdentityTestApp();
  staffAuth = bearer((await loginTokens(t.app, staff.email, staff.password)).access_token);
});
afterAll(() => t.close());
afterEach(async () => {
  await t.db.exec('delete from service_settings');
});

describe('share ids', () => {
  it('are random tokens: the default wishlist cannot be read from the owner id alone', async () => {
    const owner = await shopperWithWish();
    const { shareId, ownerId } = decode(owner.shareHash);
    expect(ownerId).toBe(owner.id);
    expect(shareId).toMatch(/^[0-9a-f]{32}$/);
    const defaultId = stableUuid(owner.id, 'wish-collection', 'default');
    expect(shareId).not.toBe(defaultId.replace(/-/g, ''));
    // The old scheme: the hash of (default wishlist id, user id) - computable by anyone who knows the user id.
    expect((await call('GET', `/v2/wish_collections_shared/${defaultId}?user_id=${owner.id}`)).status).toBe(
      404,
    );
    expect(
      (await call('GET', `/v2/wish_collections_shared/${defaultId}/wishes?user_id=${owner.id}`)).status,
    ).toBe(404);
    // Another shopper's share ids differ.
    expect(decode((await shopperWithWish()).shareHash).shareId).not.toBe(shareId);

    const shared = await call('GET', sharedUrl(owner.shareHash));
    expect(shared.status).toBe(200);
    expect(shared.body.wishCollections[0]).toMatchObject({ userId: owner.id, wishCount: 1 });
    const wishes = await call('GET', sharedUrl(owner.shareHash, '/wishes'));
    expect(wishes.body.wishes).toHaveLength(1);
    expect(wishes.body.meta.limit).toBe(30);
  });
});

describe('the allow-list gate (spec section 5)', () => {
  it('defaults to allowing every shared wishlist, to anyone', async () => {
    const owner = await shopperWithWish();
    expect((await call('GET', sharedUrl(owner.shareHash))).status).toBe(200);
    expect((await call('GET', '/v1/service_settings/shared_wishlist_allow_list', staffAuth)).body).toEqual({
      allowList: true,
    });
  });

  it('false denies all, the owner included', async () => {
    const owner = await shopperWithWish();
    expect((await setGate(false)).status).toBe(200);
    for (const auth of [undefined, owner.auth]) {
      for (const tail of ['', '/wishes']) {
        const denied = await call('GET', sharedUrl(owner.shareHash, tail), auth);
        expect(denied.status).toBe(403);
        expect(denied.body.error_code).toBe('shared_wishlists_disabled');
      }
    }
  });

  it('a list admits listed owners to anyone, and an unlisted owner only to themselves', async () => {
    const listed = await shopperWithWish();
    const unlisted = await shopperWithWish();
    expect((await setGate([listed.id])).body).toEqual({ allowList: [listed.id] });
    expect((await call('GET', sharedUrl(listed.shareHash))).status).toBe(200);
    expect((await call('GET', sharedUrl(listed.shareHash, '/wishes'), unlisted.auth)).status).toBe(200);

    for (const [auth, tail] of [
      [undefined, ''],
      [undefined, '/wishes'],
      [listed.auth, ''],
    ] as const) {
      const forbidden = await call('GET', sharedUrl(unlisted.shareHash, tail), auth);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.error_code).toBe('shared_wishlist_forbidden');
    }
    expect((await call('GET', sharedUrl(unlisted.shareHash), unlisted.auth)).status).toBe(200);
    expect((await call('GET', sharedUrl(unlisted.shareHash, '/wishes'), unlisted.auth)).status).toBe(200);
  });

  it('true allows all again; only staff may read or change the setting, with a valid value', async () => {
    const owner = await shopperWithWish();
    await setGate(false);
    expect((await setGate(true)).status).toBe(200);
    expect((await call('GET', sharedUrl(owner.shareHash))).status).toBe(200);

    const put = (auth?: Record<string, string>, allowList: unknown = false) =>
      call('PUT', '/v1/service_settings/shared_wishlist_allow_list', auth, { allowList });
    expect((await put()).status).toBe(401);
    expect((await put(owner.auth)).status).toBe(403);
    expect((await call('GET', '/v1/service_settings/shared_wishlist_allow_list', owner.auth)).status).toBe(
      403,
    );
    const impersonation = await t.app.inject({
      method: 'POST',
      url: '/token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: staff.email,
        password: staff.password,
        impersonate: DEMO_ACCOUNTS.demo.email,
      }).toString(),
    });
    expect((await put(bearer(impersonation.json<{ access_token: string }>().access_token))).status).toBe(403);
    for (const bad of ['yes', [1, 2], { ids: [] }, null])
      expect((await put(staffAuth, bad)).status).toBe(400);
    expect((await call('GET', sharedUrl(owner.shareHash))).status).toBe(200);
  });
});

describe('erasure', () => {
  it('removes the analytics and search-click rows of the user and leaves others alone', async () => {
    const leaving = await shopperWithWish();
    const staying = await shopperWithWish();
    const click = { event: 'search_result_click', platform: 'web', search_string: 'linen', content_id: 'p1' };
    const events = (userId: string) => ({
      sampleRate: 1,
      records: [{ kind: 'event', name: '/like', at: Date.now(), userId, tracking: {}, properties: {} }],
    });
    for (const { auth, id } of [leaving, staying]) {
      expect((await call('POST', '/v1/analytics/clicks', auth, click)).status).toBe(202);
      expect((await call('POST', '/analytics/events', auth, events(id))).status).toBe(202);
    }
    // Reported by an anonymous visitor as that user (before login, say).
    expect((await call('POST', '/analytics/events', undefined, events(leaving.id))).status).toBe(202);
    const count = async (sql: string, id: string) =>
      (await t.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, [id])).rows[0]!.n;
    expect(await count('search_clicks where user_id = $1', leaving.id)).toBe(1);
    expect(await count('analytics_events where user_id = $1 or reported_user_id = $1', leaving.id)).toBe(2);

    const erasure = await call('POST', '/v2/data_requests', leaving.auth, {
      dataRequest: { requestType: 'erasure' },
    });
    expect(erasure.status).toBe(201);
    expect(await count('search_clicks where user_id = $1', leaving.id)).toBe(0);
    expect(await count('analytics_events where user_id = $1 or reported_user_id = $1', leaving.id)).toBe(0);
    expect(await count('users where id = $1', leaving.id)).toBe(0);
    expect(await count('wishes where user_id = $1', leaving.id)).toBe(0);
    expect(await count('search_clicks where user_id = $1', staying.id)).toBe(1);
    expect(await count('analytics_events where user_id = $1', staying.id)).toBe(1);
    // The erasure record is kept.
    expect(await count("data_requests where user_id = $1 and request_type = 'erasure'", leaving.id)).toBe(1);
    // The shared link is gone with the wishlist.
    expect((await call('GET', sharedUrl(leaving.shareHash))).status).toBe(404);
  });

  it("answers the erased user's old token with 401 on every route, never a 500", async () => {
    const leaving = await shopperWithWish();
    expect(
      (await call('POST', '/v2/data_requests', leaving.auth, { dataRequest: { requestType: 'erasure' } }))
        .status,
    ).toBe(201);
    const routes: [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object][] = [
      ['GET', '/v2/wishes/'],
      ['POST', '/v2/wishes/', { ltk_product_id: 'x' }],
      ['GET', '/v2/wish_collections/'],
      ['GET', '/v2/likes/'],
      ['POST', '/v2/likes/', { like_type: 'CLICK', network: 'LTK', ltk_id: 'x' }],
      ['GET', '/v2/follows/'],
      ['POST', '/v2/follows/', { follows: [{ profile_id: 'x' }] }],
      ['GET', '/v1/carts'],
      ['GET', '/v2/signed_policies/'],
      ['PATCH', '/v2/signed_policies/', { cookie: true, privacy: true, tos: true }],
      ['GET', '/v2/settings/'],
      ['PUT', '/v2/settings/', { locale: 'fr' }],
      ['POST', '/v2/data_requests', { dataRequest: { requestType: 'access' } }],
      ['POST', '/v2/data_requests', { dataRequest: { requestType: 'erasure' } }],
      ['POST', '/v1/analytics/clicks', { event: 'search_result_click' }],
      ['POST', '/analytics/events', { sampleRate: 1, records: [] }],
      ['GET', '/userinfo/'],
      ['PUT', '/api/users/me/', { email: 'again@shopltk.test' }],
      ['GET', '/v3/activities/posts/global/featured'],
      ['GET', '/v2/ltks?limit=1'],
      ['GET', '/v2/wish_collections_shared/abc?user_id=def'],
      ['GET', '/v1/feature_flags'],
    ];
    for (const [method, url, body] of routes) {
      const response = await call(method, url, leaving.auth, body);
      expect([method, url, response.status]).toEqual([method, url, 401]);
      expect(response.body.error_code).toBe('unauthorized');
    }
    await expect(loginTokens(t.app, leaving.email, 'shared-password')).rejects.toThrow(/login failed/);
  });
});
