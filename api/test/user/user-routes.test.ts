import type { TestApp } from '../../src/testing/create-test-app.js';
import { DEMO_ACCOUNTS } from '../../src/identity/demo/demo-accounts.js';
import { bearer, createIdentityTestApp, loginTokens } from './identity-helpers.js';

const { demo, fresh, staff } = DEMO_ACCOUNTS;
let t: TestApp;
let demoAuth: Record<string, string>;
let freshAuth: Record<string, string>;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies in assertions

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  auth?: Record<string, string>,
  payload?: object,
) {
  const response = await t.app.inject({ method, url, headers: auth ?? {}, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? response.json() : {} };
}

async function variantWithStock(min: number, excludeRetailers: string[] = []) {
  const { rows } = await t.db.query<{
    variant_id: string;
    details_id: string;
    retailer_id: string;
    stock: number;
  }>(
    `select v.id as variant_id, d.id as details_id, d.retailer_id, v.stock from variants v join product_details d on d.retailer_product_id = v.retailer_product_id
     join retailers r on r.id = d.retailer_id where v.stock >= $1 and r.max_quantity >= $1 and not (d.retailer_id = any($2::text[])) order by v.id limit 1`,
    [min, excludeRetailers],
  );
  if (!rows[0]) throw new Error('no variant in the seed');
  return rows[0];
}

beforeAll(async () => {
  t = await createIdentityTestApp();
  demoAuth = bearer((await loginTokens(t.app, demo.email, demo.password)).access_token);
  freshAuth = bearer((await loginTokens(t.app, fresh.email, fresh.password)).access_token);
});
afterAll(async () => {
  await t.close();
});

describe('auth on user routes', () => {
  it.each([
    ['GET', '/v2/follows/'],
    ['GET', '/v2/likes/'],
    ['GET', '/v2/wishes/'],
    ['GET', '/v1/carts'],
    ['GET', '/v2/settings/'],
    ['GET', '/v2/signed_policies/'],
    ['GET', '/v3/activities/posts/user/'],
    ['POST', '/v2/data_requests'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const { status, body } = await call(
      method,
      url,
      undefined,
      method === 'POST' ? { dataRequest: { requestType: 'access' } } : undefined,
    );
    expect(status).toBe(401);
    expect(body).toMatchObject({ status: 401, error_code: 'unauthorized' });
  });
});

describe('demo seed', () => {
  it('gives the demo shopper follows, likes, wishes and carts at three retailers; the fresh shopper has no signed policies', async () => {
    expect((await call('GET', '/v2/follows/', demoAuth)).body.follows.length).toBeGreaterThanOrEqual(3);
    expect((await call('GET', '/v3/activities/posts/user/', demoAuth)).body.data.activities).toHaveLength(8);
    expect(
      (await call('GET', '/v3/activities/giftguides/user', demoAuth)).body.groups.length,
    ).toBeGreaterThan(0);
    expect((await call('GET', '/v2/likes/', demoAuth)).body.likes.length).toBeGreaterThanOrEqual(3);
    expect((await call('GET', '/v2/wishes/', demoAuth)).body.wishes.length).toBeGreaterThanOrEqual(3);
    const carts = (await call('GET', '/v1/carts', demoAuth)).body.carts as Json[];
    expect(new Set(carts.map((c) => c.retailerId)).size).toBeGreaterThanOrEqual(3);
    expect((await call('GET', '/v2/signed_policies/', freshAuth)).body).toEqual({
      signedPolicies: { cookie: false, privacy: false, tos: false },
    });
    expect((await call('GET', '/v2/signed_policies/', demoAuth)).body).toEqual({
      signedPolicies: { cookie: true, privacy: true, tos: true },
    });
  });
});

describe('follows and following feeds', () => {
  it('follows, lists with paging, asks by profile_ids, unfollows; the following feed shows followed creators only', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      'select distinct profile_id as id from posts order by profile_id limit 3',
    );
    const [a, b, c] = rows.map((r) => r.id);
    const created = await call('POST', '/v2/follows/', freshAuth, { follows: [{ profile_id: a }] });
    expect(created.status).toBe(200);
    expect(created.body.follows[0]).toMatchObject({ profileId: a, id: expect.any(String) });
    await call('POST', '/v2/follows/', freshAuth, { follows: [{ profile_id: b }, { profile_id: c }] });

    const page1 = await call('GET', '/v2/follows/?limit=2', freshAuth);
    expect(page1.body.follows.map((f: Json) => f.profileId)).toEqual([c, b]);
    expect(page1.body.meta.next).toEqual(expect.any(String));
    const page2 = await call('GET', `/v2/follows/?limit=2&before_id=${page1.body.meta.next}`, freshAuth);
    expect(page2.body.follows.map((f: Json) => f.profileId)).toEqual([a]);
    expect(page2.body.meta.next).toBeNull();
    const asked = await call('GET', `/v2/follows/?profile_ids=${a},nobody`, freshAuth);
    expect(asked.body.follows.map((f: Json) => f.profileId)).toEqual([a]);
    const excluded = await call('GET', `/v2/follows/?excludes=${a}`, freshAuth);
    expect(excluded.body.follows.map((f: Json) => f.profileId)).toEqual([c, b]);

    const feed = await call('GET', '/v3/activities/posts/user/?includes=profiles,ltks', freshAuth);
    expect(feed.status).toBe(200);
    expect(feed.body.data.activities.length).toBeGreaterThan(0);
    expect(feed.body.data.activities.length).toBeLessThanOrEqual(8);
    expect(feed.body.data.activities.every((x: Json) => [a, b, c].includes(x.profileId))).toBe(true);
    expect(feed.body.meta.limit).toBe(8);

    const unfollowed = await call('DELETE', `/v2/follows/?profile_ids=${a},${b},${c}`, freshAuth);
    expect(unfollowed.body.deletedProfileIds.sort()).toEqual([a, b, c].sort());
    expect((await call('GET', '/v3/activities/posts/user/', freshAuth)).body.data.activities).toEqual([]);
  });

  it('refuses an unknown creator and more than 36 profile_ids', async () => {
    expect(
      (await call('POST', '/v2/follows/', freshAuth, { follows: [{ profile_id: 'no-such-profile' }] }))
        .status,
    ).toBe(404);
    const many = Array.from({ length: 37 }, (_, i) => `p${i}`).join(',');
    expect((await call('GET', `/v2/follows/?profile_ids=${many}`, freshAuth)).status).toBe(400);
  });

  it('lists gift guides of followed creators with groups, posts, cover photos and profiles', async () => {
    const { rows } = await t.db.query<{ profile_id: string }>(
      "select profile_id from shop_product_collections where subtype = 'GIFT_GUIDE' limit 1",
    );
    const creator = rows[0]?.profile_id;
    expect(creator).toBeDefined();
    await call('POST', '/v2/follows/', freshAuth, { follows: [{ profile_id: creator! }] });
    const guides = await call(
      'GET',
      '/v3/activities/giftguides/user?includes=posts,cover_photos,profiles',
      freshAuth,
    );
    expect(guides.status).toBe(200);
    expect(guides.body.groups.length).toBeGreaterThan(0);
    expect(guides.body.groups[0].group.profileId).toBe(creator);
    expect(guides.body.profiles[0]).toMatchObject({ id: creator, displayName: expect.any(String) });
    expect(guides.body.coverPhotos[0].mediaCdnUrl).toMatch(/^http:\/\/localhost:4000\/images\//);
    expect(guides.body.meta.limit).toBe(8);
    await call('DELETE', `/v2/follows/?profile_ids=${creator}`, freshAuth);
  });
});

describe('likes', () => {
  it('likes, reads by ltk_ids, pages by before_datetime and unlikes', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      "select id from posts where status = 'published' order by seq limit 3",
    );
    const ids = rows.map((r) => r.id);
    for (const id of ids) {
      const liked = await call('POST', '/v2/likes/', freshAuth, {
        like_type: 'CLICK',
        network: 'LTK',
        ltk_id: id,
      });
      expect(liked.status).toBe(200);
      expect(liked.body.like).toMatchObject({ ltkId: id, dateLiked: expect.any(String) });
    }
    const page = await call('GET', '/v2/likes/?limit=2', freshAuth);
    expect(page.body.likes).toHaveLength(2);
    expect(page.body.meta.limit).toBe(2);
    const rest = await call(
      'GET',
      `/v2/likes/?limit=2&before_datetime=${encodeURIComponent(page.body.meta.next)}`,
      freshAuth,
    );
    expect(rest.body.likes.length).toBeGreaterThanOrEqual(1);
    expect((await call('GET', `/v2/likes/?ltk_ids=${ids[0]}`, freshAuth)).body.likes).toHaveLength(1);
    expect((await call('POST', '/v2/likes/', freshAuth, { ltk_id: 'missing-post' })).status).toBe(404);
    const deleted = await call('DELETE', `/v2/likes/?ltk_ids=${ids.join(',')}`, freshAuth);
    expect(deleted.body.deletedLtkIds.sort()).toEqual([...ids].sort());
    expect((await call('GET', '/v2/likes/', freshAuth)).body.likes).toEqual([]);
  });

  it('pages on to likes made earlier in the same millisecond as the last one shown', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      "select id from posts where status = 'published' order by seq limit 3",
    );
    const ids = rows.map((r) => r.id);
    const { rows: users } = await t.db.query<{ id: string }>('select id from users where email = $1', [
      fresh.email,
    ]);
    const times = [
      '2026-03-04T05:06:07.123900Z',
      '2026-03-04T05:06:07.123400Z',
      '2026-03-04T05:06:06.000000Z',
    ];
    try {
      for (const [i, id] of ids.entries())
        await t.db.query('insert into likes (user_id, ltk_id, created_at) values ($1, $2, $3)', [
          users[0]!.id,
          id,
          times[i],
        ]);
      const seen: string[] = [];
      let url: string | null = '/v2/likes/?limit=1';
      while (url) {
        const page: { body: Json } = await call('GET', url, freshAuth);
        seen.push(...page.body.likes.map((like: Json) => like.ltkId as string));
        url = page.body.meta.next
          ? `/v2/likes/?limit=1&before_datetime=${encodeURIComponent(page.body.meta.next)}`
          : null;
      }
      expect(seen).toEqual(ids);
    } finally {
      await call('DELETE', `/v2/likes/?ltk_ids=${ids.join(',')}`, freshAuth);
    }
  });
});

describe('wishes and wish collections', () => {
  it('wishes a product, reads it by id and by ltk_product_ids, pages with cursor, deletes it', async () => {
    const { rows } = await t.db.query<{ id: string; post_id: string; product_details_id: string }>(
      'select id, post_id, product_details_id from products order by id limit 3',
    );
    const wishes = [];
    for (const product of rows) {
      const created = await call('POST', '/v2/wishes/', freshAuth, { ltk_product_id: product.id });
      expect(created.status).toBe(200);
      expect(created.body.wish).toMatchObject({
        ltkProductId: product.id,
        ltkId: product.post_id,
        productId: product.product_details_id,
      });
      wishes.push(created.body.wish);
    }
    const first = await call('GET', '/v2/wishes/?limit=2&includes=products,product_details', freshAuth);
    expect(first.body.wishes).toHaveLength(2);
    expect(first.body.products).toHaveLength(2);
    expect(first.body.productDetails.length).toBeGreaterThan(0);
    const second = await call('GET', `/v2/wishes/?limit=2&cursor=${first.body.meta.cursor}`, freshAuth);
    expect(second.body.wishes).toHaveLength(1);
    expect(second.body.meta.cursor).toBeNull();
    expect(
      (await call('GET', `/v2/wishes/?ltk_product_ids=${rows[0]!.id}`, freshAuth)).body.wishes,
    ).toHaveLength(1);
    expect((await call('GET', `/v2/wishes/${wishes[0].id}`, freshAuth)).body.wish.id).toBe(wishes[0].id);

    const collections = await call('GET', '/v2/wish_collections/', freshAuth);
    const own = collections.body.wishCollections[0];
    expect(own).toMatchObject({ isDefault: true, wishCount: 3 });
    expect(
      (await call('GET', `/v2/wish_collections/${own.id}/wishes?limit=36`, freshAuth)).body.wishes,
    ).toHaveLength(3);

    const [shareId, ownerId] = Buffer.from(own.shareHash, 'base64url').toString().split(':');
    expect(ownerId).toBe(own.userId);
    const shared = await call('GET', `/v2/wish_collections_shared/${shareId}?user_id=${ownerId}`);
    expect(shared.status).toBe(200);
    expect(shared.body.wishCollections[0].id).toBe(own.id);
    const sharedWishes = await call(
      'GET',
      `/v2/wish_collections_shared/${shareId}/wishes?user_id=${ownerId}`,
    );
    expect(sharedWishes.body.wishes).toHaveLength(3);
    expect(sharedWishes.body.meta.limit).toBe(30);
    expect((await call('GET', `/v2/wish_collections_shared/${shareId}?user_id=${demo.id}`)).status).toBe(404);

    for (const wish of wishes)
      expect((await call('DELETE', `/v2/wishes/${wish.id}`, freshAuth)).status).toBe(200);
    expect((await call('GET', '/v2/wishes/', freshAuth)).body.wishes).toEqual([]);
  });
});

describe('carts, cart items and checkout', () => {
  it('adds to a per-retailer cart, merges the same variant, updates quantity, expands includes, deletes', async () => {
    const variant = await variantWithStock(3);
    const add = () =>
      call(
        'POST',
        '/v1/cart_items?includes=retailers,product_details,retailer_product_variants,catalog_retailer_products',
        freshAuth,
        {
          retailer_product_variant_id: variant.variant_id,
          product_details_id: variant.details_id,
          quantity: 1,
          content_source_type: 'post',
          content_source_id: 'some-post',
        },
      );
    const first = await add();
    expect(first.status).toBe(200);
    expect(first.body.cartItem).toMatchObject({
      quantity: 1,
      retailerProductVariantId: variant.variant_id,
      contentSourceType: 'post',
    });
    expect(first.body.carts[0]).toMatchObject({
      retailerId: variant.retailer_id,
      cartItemIds: [first.body.cartItem.id],
    });
    expect(first.body.retailers[0]).toMatchObject({
      id: variant.retailer_id,
      displayName: expect.any(String),
    });
    expect(first.body.retailerProductVariants[0]).toMatchObject({
      id: variant.variant_id,
      quantity: variant.stock,
      available: true,
    });
    expect(first.body.productDetails[0].id).toBe(variant.details_id);
    expect(first.body.catalogRetailerProducts[0]).toMatchObject({
      title: expect.any(String),
      imageUrl: expect.any(String),
    });
    const second = await add();
    expect(second.body.cartItem).toMatchObject({ id: first.body.cartItem.id, quantity: 2 });
    const cartId = first.body.carts[0].id;

    const patched = await call('PATCH', `/v1/cart_items/${first.body.cartItem.id}`, freshAuth, {
      quantity: 3,
    });
    expect(patched.status).toBe(200);
    expect(patched.body.cartItem.quantity).toBe(3);
    const one = await call('GET', `/v1/carts/${cartId}?includes=retailers`, freshAuth);
    expect(one.body.cart.id).toBe(cartId);
    expect(Number(one.body.cart.subtotal)).toBeGreaterThan(0);

    const other = await variantWithStock(1, [variant.retailer_id]);
    await call('POST', '/v1/cart_items', freshAuth, {
      retailer_product_variant_id: other.variant_id,
      product_details_id: other.details_id,
    });
    expect((await call('GET', '/v1/carts', freshAuth)).body.carts).toHaveLength(2);

    const removed = await call('DELETE', `/v1/cart_items?ids=${first.body.cartItem.id}`, freshAuth);
    expect(removed.body).toEqual({ deletedIds: [first.body.cartItem.id], deletedCartIds: [cartId] });
    const remaining = (await call('GET', '/v1/carts', freshAuth)).body.carts;
    expect(remaining).toHaveLength(1);
    expect((await call('DELETE', `/v1/carts?ids=${remaining[0].id}`, freshAuth)).body.deletedIds).toEqual([
      remaining[0].id,
    ]);
    expect((await call('GET', '/v1/carts', freshAuth)).body.carts).toEqual([]);
  });

  it('refuses a quantity above the variant stock (add and update) with 409 max_quantity', async () => {
    const variant = await variantWithStock(1);
    const tooMany = await call('POST', '/v1/cart_items', freshAuth, {
      retailer_product_variant_id: variant.variant_id,
      product_details_id: variant.details_id,
      quantity: variant.stock + 1,
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ status: 409, error_code: 'max_quantity' });
    const ok = await call('POST', '/v1/cart_items', freshAuth, {
      retailer_product_variant_id: variant.variant_id,
      product_details_id: variant.details_id,
    });
    const update = await call('PATCH', `/v1/cart_items/${ok.body.cartItem.id}`, freshAuth, {
      quantity: variant.stock + 1,
    });
    expect(update.status).toBe(409);
    expect(
      (await call('PATCH', `/v1/cart_items/${ok.body.cartItem.id}`, freshAuth, { quantity: 0 })).status,
    ).toBe(400);
    const soldOut = await t.db.query<{ id: string }>('select id from variants where stock = 0 limit 1');
    const refused = await call('POST', '/v1/cart_items', freshAuth, {
      retailer_product_variant_id: soldOut.rows[0]!.id,
    });
    expect(refused.status).toBe(409);
    await call('DELETE', `/v1/carts?ids=${ok.body.carts[0].id}`, freshAuth);
  });

  it('checks out: invalidProducts lists unavailable variants; a valid cart gets a retailer checkoutUrl that renders', async () => {
    const carts = (await call('GET', '/v1/carts?includes=retailer_product_variants', demoAuth)).body;
    const unavailable = (carts.retailerProductVariants as Json[])
      .filter((v) => !v.available)
      .map((v) => v.id);
    expect(unavailable.length).toBeGreaterThan(0);
    const badCart = (carts.carts as Json[]).find((c) =>
      (carts.cartItems as Json[]).some(
        (i) => i.cartId === c.id && unavailable.includes(i.retailerProductVariantId),
      ),
    );
    const bad = await call('POST', `/v2/carts/${badCart!.id}/checkout`, demoAuth);
    expect(bad.status).toBe(200);
    expect(bad.body.checkout.checkoutUrl).toBeNull();
    expect(bad.body.checkout.invalidProducts).toEqual(unavailable);

    const goodCart = (carts.carts as Json[]).find((c) => c.id !== badCart!.id);
    const good = await call('POST', '/v2/checkouts/', demoAuth, { cart_id: goodCart!.id });
    expect(good.body.checkout.invalidProducts).toEqual([]);
    expect(good.body.checkout.checkoutUrl).toMatch(
      /^http:\/\/localhost:4000\/retailer-checkout\/[0-9a-f-]{36}$/,
    );
    const page = await t.app.inject({ url: new URL(good.body.checkout.checkoutUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Subtotal');
  });
});

describe('signed policies, settings, data requests', () => {
  it('accepts all policies', async () => {
    const patched = await call('PATCH', '/v2/signed_policies/', freshAuth, {
      cookie: true,
      privacy: true,
      tos: true,
    });
    expect(patched.body).toEqual({ signedPolicies: { cookie: true, privacy: true, tos: true } });
    expect((await call('GET', '/v2/signed_policies/', freshAuth)).body.signedPolicies.privacy).toBe(true);
  });

  it('reads and changes the locale, refusing unsupported ones', async () => {
    expect((await call('GET', '/v2/settings/', freshAuth)).body.settings.locale).toBe('en');
    const put = await call('PUT', '/v2/settings/', freshAuth, { locale: 'zh-Hant' });
    expect(put.status).toBe(200);
    expect(put.body.settings.locale).toBe('zh-Hant');
    const bad = await call('PUT', '/v2/settings/', freshAuth, { locale: 'xx' });
    expect(bad.status).toBe(400);
    expect((await call('GET', '/v2/settings/', freshAuth)).body.settings.locale).toBe('zh-Hant');
  });

  it('records an access request (201), refuses a bad type with user_message, and erasure removes the account', async () => {
    const access = await call('POST', '/v2/data_requests', freshAuth, {
      dataRequest: { requestType: 'access' },
    });
    expect(access.status).toBe(201);
    expect(access.body.dataRequest).toMatchObject({ requestType: 'access', status: 'pending' });
    const bad = await call('POST', '/v2/data_requests', freshAuth, {
      dataRequest: { requestType: 'delete-everything' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.user_message).toEqual(expect.any(String));
    const again = await call('POST', '/v2/data_requests', freshAuth, {
      dataRequest: { requestType: 'access' },
    });
    expect(again.status).toBe(409);
    expect(again.body.user_message).toEqual(expect.any(String));

    await t.app.inject({
      method: 'POST',
      url: '/api/signup/ltk/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=leaving%40shopltk.test&password=leaving-password',
    });
    const leaving = bearer(
      (await loginTokens(t.app, 'leaving@shopltk.test', 'leaving-password')).access_token,
    );
    const erasure = await call('POST', '/v2/data_requests', leaving, {
      dataRequest: { requestType: 'erasure' },
    });
    expect(erasure.status).toBe(201);
    expect((await t.db.query("select 1 from users where email = 'leaving@shopltk.test'")).rows).toHaveLength(
      0,
    );
  });
});

describe('cross-user isolation', () => {
  it("user A cannot read or change B's carts, cart items, wishes, likes, wishlists or settings", async () => {
    const demoCarts = (await call('GET', '/v1/carts', demoAuth)).body;
    const cart = demoCarts.carts[0];
    const item = demoCarts.cartItems[0];
    const demoWishes = (await call('GET', '/v2/wishes/', demoAuth)).body.wishes;
    const demoCollections = (await call('GET', '/v2/wish_collections/', demoAuth)).body.wishCollections;
    const demoLikes = (await call('GET', '/v2/likes/', demoAuth)).body.likes;

    expect((await call('GET', '/v1/carts', freshAuth)).body.carts.map((c: Json) => c.id)).not.toContain(
      cart.id,
    );
    expect((await call('GET', `/v1/carts/${cart.id}`, freshAuth)).status).toBe(404);
    expect((await call('POST', `/v2/carts/${cart.id}/checkout`, freshAuth)).status).toBe(404);
    expect((await call('PATCH', `/v1/cart_items/${item.id}`, freshAuth, { quantity: 1 })).status).toBe(404);
    expect((await call('DELETE', `/v1/cart_items?ids=${item.id}`, freshAuth)).body.deletedIds).toEqual([]);
    expect((await call('DELETE', `/v1/carts?ids=${cart.id}`, freshAuth)).body.deletedIds).toEqual([]);
    expect((await call('GET', `/v2/wishes/${demoWishes[0].id}`, freshAuth)).status).toBe(404);
    expect((await call('DELETE', `/v2/wishes/${demoWishes[0].id}`, freshAuth)).status).toBe(404);
    expect((await call('GET', `/v2/wish_collections/${demoCollections[0].id}`, freshAuth)).status).toBe(404);
    expect(
      (await call('GET', `/v2/wish_collections/${demoCollections[0].id}/wishes`, freshAuth)).status,
    ).toBe(404);
    expect(
      (await call('DELETE', `/v2/likes/?ltk_ids=${demoLikes[0].ltkId}`, freshAuth)).body.deletedLtkIds,
    ).toEqual([]);
    expect((await call('GET', `/v2/likes/?ltk_ids=${demoLikes[0].ltkId}`, freshAuth)).body.likes).toEqual([]);
    await call('PUT', '/v2/settings/', freshAuth, { locale: 'fr' });

    // Everything of B is still there.
    const after = (await call('GET', '/v1/carts', demoAuth)).body;
    expect(after.carts.map((c: Json) => c.id)).toContain(cart.id);
    expect(after.cartItems.find((i: Json) => i.id === item.id).quantity).toBe(item.quantity);
    expect((await call('GET', '/v2/wishes/', demoAuth)).body.wishes).toHaveLength(demoWishes.length);
    expect((await call('GET', '/v2/likes/', demoAuth)).body.likes).toHaveLength(demoLikes.length);
    expect((await call('GET', '/v2/settings/', demoAuth)).body.settings.locale).toBe('en');
  });

  it('an impersonation session acts on the impersonated shopper only', async () => {
    const form = new URLSearchParams({
      grant_type: 'password',
      username: staff.email,
      password: staff.password,
      impersonate: demo.email,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    const auth = bearer(response.json().access_token);
    const demoCartIds = (await call('GET', '/v1/carts', demoAuth)).body.carts.map((c: Json) => c.id);
    expect((await call('GET', '/v1/carts', auth)).body.carts.map((c: Json) => c.id)).toEqual(demoCartIds);
  });
});

describe('OpenAPI', () => {
  it('documents the identity and user-state routes from their schemas', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, Json>>;
    };
    for (const path of [
      '/token/',
      '/userinfo/',
      '/v2/follows/',
      '/v2/likes/',
      '/v2/wishes/{id}',
      '/v1/carts',
      '/v1/cart_items/{cartItemId}',
      '/v2/carts/{cartId}/checkout',
      '/v2/settings/',
      '/v2/data_requests',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    expect(doc.paths['/v1/cart_items']!.post!.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/oidc/interaction'))).toBe(false);
  });
});
