import { decodeJwt } from 'jose';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO_ACCOUNTS } from '../src/identity/demo/demo-accounts.js';
import { imageSignature } from '../src/images/image-signature.js';
import { demoVideos } from '../src/media/demo-videos.js';
import type { TestApp } from '../src/testing/create-test-app.js';
import { createTestApp } from '../src/testing/create-test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies read for ids
type Response = { description?: string; content?: Record<string, unknown> };
type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, Response>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };
type Request = InjectOptions & { expectStatus?: number };

let t: TestApp;
let doc: OpenApi;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger() as unknown as OpenApi;
}, 120_000);
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  );

async function inject(request: InjectOptions): Promise<LightMyRequestResponse> {
  return t.app.inject(request);
}
const json = (response: LightMyRequestResponse): Json => response.json() as Json;

async function login(email: string, password: string): Promise<Record<string, string>> {
  const response = await inject({
    method: 'POST',
    url: '/token/',
    headers: form,
    payload: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
  });
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${json(response).access_token as string}` };
}

/** One request per documented operation, by operationId, each meant to succeed; built in this order (state carries). */
async function successfulRequests(): Promise<[string, () => Promise<Request>][]> {
  const one = async <T extends Json>(sql: string, params: unknown[] = []): Promise<T> => {
    const row = (await t.db.query<T>(sql, params)).rows[0];
    if (!row) throw new Error(`no row for ${sql}`);
    return row;
  };
  const email = `content-types-${Date.now()}@shopltk.test`;
  const password = 'content-types-password';
  const signup = await inject({
    method: 'POST',
    url: '/api/signup/ltk/',
    headers: form,
    payload: new URLSearchParams({ email, password }).toString(),
  });
  expect(signup.statusCode).toBe(201);
  const user = await login(email, password);
  const staff = await login(DEMO_ACCOUNTS.staff.email, DEMO_ACCOUNTS.staff.password);
  const post = await one<{ id: string; profile_id: string }>(
    'select p.id, p.profile_id from posts p where exists (select 1 from products pr where pr.post_id = p.id) order by p.id limit 1',
  );
  const profile = await one<{ id: string; display_name: string }>(
    'select id, display_name from profiles where id = $1',
    [post.profile_id],
  );
  const product = await one<{ id: string; product_details_id: string }>(
    'select id, product_details_id from products where post_id = $1 order by id limit 1',
    [post.id],
  );
  const variant = await one<{ variant_id: string; details_id: string; retailer_product_id: string }>(
    `select v.id as variant_id, d.id as details_id, d.retailer_product_id from variants v
     join product_details d on d.retailer_product_id = v.retailer_product_id where v.stock >= 3 order by v.id limit 1`,
  );
  const media = await one<{ id: string }>('select id from media_objects order by id limit 1');
  const collection = await one<{ id: string; profile_id: string }>(
    'select id, profile_id from collections order by id limit 1',
  );
  const shopCollection = await one<{ id: string; profile_id: string }>(
    'select id, profile_id from shop_product_collections order by id limit 1',
  );
  const category = await one<{ key: string }>('select key from categories order by key limit 1');
  const hashtag = (
    await one<{ tag: string }>("select hashtags[1] as tag from posts where hashtags <> '{}' limit 1")
  ).tag;
  const image = `/images/post/${imageSignature(t.config.imageUrlKey, 'post', post.id)}/${post.id}.jpg?w=88`;
  let cartId = '';
  let cartItemId = '';
  let wishId = '';
  let wishCollectionId = '';
  let shareHash = '';
  const shared = () => {
    const [shareId, ownerId] = Buffer.from(shareHash, 'base64url').toString().split(':');
    return { shareId: shareId ?? '', ownerId: ownerId ?? '' };
  };
  const get = (url: string, headers?: Record<string, string>): Request => ({ method: 'GET', url, headers });
  const send = (
    method: 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload: object,
    headers?: Record<string, string>,
  ): Request => ({ method, url, payload, headers });
  const search = { query: 'dress' };

  return [
    ['getFeaturedFeed', async () => get('/v3/activities/posts/global/featured?limit=2')],
    ['getTrendingFeed', async () => get('/v3/activities/posts/global/trending?limit=2')],
    ['getProfileFeed', async () => get(`/v3/activities/posts/profile/${profile.id}?limit=2`)],
    [
      'getHashtagFeed',
      async () => get(`/v3/activities/posts/hashtag/${encodeURIComponent(hashtag)}?limit=2`),
    ],
    ['getGiftGuidesFeed', async () => get('/v3/activities/giftguides?limit=2')],
    ['getProfileProductsFeed', async () => get(`/v3/activities/products/profiles/${profile.id}?limit=2`)],
    ['getLtks', async () => get(`/v2/ltks?ids=${post.id}`)],
    ['getProfiles', async () => get(`/v2/profiles/?ids=${profile.id}`)],
    ['getProductDetails', async () => get(`/v2/product_details/?ids=${product.product_details_id}`)],
    ['getProducts', async () => get(`/v2/products/?ids=${product.id}`)],
    ['getRetailerProduct', async () => get(`/v3/consumer_retailer_products/${variant.retailer_product_id}`)],
    ['getPostProducts', async () => get(`/v3/posts/${post.id}/products`)],
    ['getMediaObjects', async () => get(`/v3/media_objects/?ids=${media.id}`)],
    ['getRetailerProductLink', async () => get(`/v1/retailer_product_links/${product.id}`)],
    ['getCollection', async () => get(`/v1/collections/${collection.id}`)],
    ['getCollectionItems', async () => get(`/v1/collections/${collection.id}/items`)],
    ['getCollections', async () => get(`/v1/collections/?profile_id=${collection.profile_id}`)],
    [
      'getShopProductCollection',
      async () => get(`/shop_product/get_shop_product_collection?collection_id=${shopCollection.id}`),
    ],
    [
      'getShopProductCollections',
      async () => get(`/shop_product/get_shop_product_collections?profile_id=${shopCollection.profile_id}`),
    ],
    [
      'getShopProductsByCollection',
      async () => get(`/shop_product/get_shop_products_by_collection?collection_id=${shopCollection.id}`),
    ],
    ['getGiftGuideCategories', async () => get('/gift_guide/get_localized_categories')],
    ['getSuggestions', async () => get('/v2/suggestions/global/?query=dre')],
    ['searchPosts', async () => send('POST', '/v2/search/post/', search)],
    ['searchCreators', async () => send('POST', '/v2/search/creator/', search)],
    ['search', async () => send('POST', '/v1/search', { ...search, types: ['post'] })],
    ['searchIds', async () => send('POST', '/v1/search/ids', search)],
    ['searchShop', async () => send('POST', '/v2/search/shop', { profileId: profile.id })],
    ['searchShopProducts', async () => send('POST', '/v2/search/shop/products', { profileId: profile.id })],
    [
      'postAnalyticsClick',
      async () => ({
        ...send('POST', '/v1/analytics/clicks', { event: 'search_click', content_id: post.id }, user),
        expectStatus: 202,
      }),
    ],
    ['getAnalyticsClicks', async () => get('/v1/analytics/clicks', user)],
    [
      'postAnalyticsEvents',
      async () => ({
        ...send('POST', '/analytics/events', {
          sampleRate: 1,
          records: [{ kind: 'event', name: '/like', at: Date.now(), tracking: {}, properties: {} }],
        }),
        expectStatus: 202,
      }),
    ],
    ['getFeatureFlags', async () => get('/v1/feature_flags?visitor_id=v1')],
    ['getBubbles', async () => send('POST', '/v1/presentation/modules/v1_bubbles', {})],
    ['getCategories', async () => get('/v1/categories')],
    ['getCategory', async () => get(`/v1/categories/${category.key}`)],
    ['getRecommendedProfiles', async () => get('/v2/recommended_profiles/')],
    ['getProfileRecommendations', async () => get('/v1/recommendations/ltk_profile_recommendations/')],
    ['getFollowerStatistics', async () => get(`/v2/followers_statistics/?profile_id=${profile.id}`)],
    ['getImage', async () => get(image)],
    ['getVideo', async () => get(`/videos/${[...demoVideos().byFile.keys()][0]}`)],
    ['getJwks', async () => get('/oidc/jwks')],
    ['getWellKnownJwks', async () => get('/.well-known/jwks.json')],
    [
      'createToken',
      async () => ({
        method: 'POST',
        url: '/token/',
        headers: form,
        payload: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
      }),
    ],
    ['getUserInfo', async () => get('/userinfo/', user)],
    [
      'signup',
      async () => ({
        method: 'POST',
        url: '/api/signup/ltk/',
        headers: form,
        payload: new URLSearchParams({ email: `second-${email}`, password }).toString(),
        expectStatus: 201,
      }),
    ],
    [
      'requestPasswordReset',
      async () => ({
        method: 'POST',
        url: '/api/password/request/ltk/',
        headers: form,
        payload: new URLSearchParams({ email }).toString(),
      }),
    ],
    ['updateUser', async () => send('PUT', '/api/users/me/', { name: 'Content Types' }, user)],
    [
      'changePassword',
      async () =>
        send('POST', '/api/users/me/password/', { current_password: password, new_password: password }, user),
    ],
    [
      'createFollow',
      async () => send('POST', '/v2/follows/', { follows: [{ profile_id: profile.id }] }, user),
    ],
    ['getFollows', async () => get('/v2/follows/', user)],
    [
      'deleteFollows',
      async () => ({ method: 'DELETE', url: `/v2/follows/?profile_ids=${profile.id}`, headers: user }),
    ],
    ['getUserFeed', async () => get('/v3/activities/posts/user/', user)],
    ['getFollowingGiftGuides', async () => get('/v3/activities/giftguides/user', user)],
    ['createLike', async () => send('POST', '/v2/likes/', { ltk_id: post.id }, user)],
    ['getLikes', async () => get('/v2/likes/', user)],
    ['deleteLikes', async () => ({ method: 'DELETE', url: `/v2/likes/?ltk_ids=${post.id}`, headers: user })],
    ['createWish', async () => send('POST', '/v2/wishes/', { ltk_product_id: product.id }, user)],
    [
      'getWishes',
      async () => {
        const response = await inject(get('/v2/wishes/', user));
        wishId = json(response).wishes[0].id as string;
        return get('/v2/wishes/', user);
      },
    ],
    ['getWish', async () => get(`/v2/wishes/${wishId}`, user)],
    [
      'getWishCollections',
      async () => {
        const own = json(await inject(get('/v2/wish_collections/', user))).wishCollections[0] as Json;
        wishCollectionId = own.id as string;
        shareHash = own.shareHash as string;
        return get('/v2/wish_collections/', user);
      },
    ],
    ['getWishCollection', async () => get(`/v2/wish_collections/${wishCollectionId}`, user)],
    ['getWishCollectionWishes', async () => get(`/v2/wish_collections/${wishCollectionId}/wishes`, user)],
    [
      'updateSharedWishlistAllowList',
      async () => send('PUT', '/v1/service_settings/shared_wishlist_allow_list', { allowList: true }, staff),
    ],
    ['getSharedWishlistAllowList', async () => get('/v1/service_settings/shared_wishlist_allow_list', staff)],
    ['listImpersonationSessions', async () => get('/v1/impersonation_sessions', staff)],
    ['getImpersonationAudit', async () => get('/v1/impersonation_audit?limit=5', staff)],
    [
      'endImpersonationSession',
      async () => {
        const started = await inject({
          method: 'POST',
          url: '/token/',
          headers: form,
          payload: new URLSearchParams({
            grant_type: 'password',
            username: DEMO_ACCOUNTS.staff.email,
            password: DEMO_ACCOUNTS.staff.password,
            impersonate: email,
          }).toString(),
        });
        const sid = decodeJwt(json(started).access_token as string).sid as string;
        return { method: 'DELETE', url: `/v1/impersonation_sessions/${sid}`, headers: staff };
      },
    ],
    [
      'getSharedWishCollection',
      async () => get(`/v2/wish_collections_shared/${shared().shareId}?user_id=${shared().ownerId}`),
    ],
    [
      'getSharedWishCollectionWishes',
      async () => get(`/v2/wish_collections_shared/${shared().shareId}/wishes?user_id=${shared().ownerId}`),
    ],
    ['deleteWish', async () => ({ method: 'DELETE', url: `/v2/wishes/${wishId}`, headers: user })],
    [
      'addCartItem',
      async () =>
        send(
          'POST',
          '/v1/cart_items',
          {
            retailer_product_variant_id: variant.variant_id,
            product_details_id: variant.details_id,
            quantity: 1,
          },
          user,
        ),
    ],
    [
      'getCarts',
      async () => {
        const carts = json(await inject(get('/v1/carts', user)));
        cartId = carts.carts[0].id as string;
        cartItemId = carts.cartItems[0].id as string;
        return get('/v1/carts', user);
      },
    ],
    ['getCart', async () => get(`/v1/carts/${cartId}`, user)],
    ['updateCartItem', async () => send('PATCH', `/v1/cart_items/${cartItemId}`, { quantity: 2 }, user)],
    ['createCheckout', async () => send('POST', '/v2/checkouts/', { cart_id: cartId }, user)],
    ['checkoutCart', async () => send('POST', `/v2/carts/${cartId}/checkout`, {}, user)],
    [
      'deleteCartItems',
      async () => ({ method: 'DELETE', url: `/v1/cart_items?ids=${cartItemId}`, headers: user }),
    ],
    ['deleteCarts', async () => ({ method: 'DELETE', url: `/v1/carts?ids=${cartId}`, headers: user })],
    ['getSignedPolicies', async () => get('/v2/signed_policies/', user)],
    [
      'updateSignedPolicies',
      async () => send('PATCH', '/v2/signed_policies/', { cookie: true, privacy: true, tos: true }, user),
    ],
    ['getSettings', async () => get('/v2/settings/', user)],
    ['updateSettings', async () => send('PUT', '/v2/settings/', { locale: 'fr' }, user)],
    [
      'createDataRequest',
      async () => ({
        ...send('POST', '/v2/data_requests', { dataRequest: { requestType: 'access' } }, user),
        expectStatus: 201,
      }),
    ],
    ['logoutRemote', async () => get('/logout/', user)],
  ];
}

/** The media type of an answer, without parameters (`application/json; charset=utf-8` → `application/json`). */
const mediaType = (response: LightMyRequestResponse) =>
  String(response.headers['content-type'] ?? '').split(';')[0] ?? '';

/** What is wrong with an answer against the document (status and content type documented), or null. */
function mismatch(operation: Operation, response: LightMyRequestResponse): string | null {
  const documented = operation.responses[String(response.statusCode)];
  if (!documented) return `answered ${response.statusCode}, which the document does not list`;
  const types = Object.keys(documented.content ?? {});
  if (response.body.length === 0)
    return types.length === 0 ? null : `answered no body but documents ${types.join(', ')}`;
  return types.includes(mediaType(response))
    ? null
    : `answered ${response.statusCode} as ${mediaType(response)}; the document says ${types.join(', ') || 'no body'}`;
}

test('every documented route answers with a status and content type the document lists', async () => {
  const byId = new Map(operations().map((entry) => [entry.operation.operationId, entry]));
  const requests = await successfulRequests();
  // Every operation of the document is called (a new route needs its request here) and nothing undocumented is.
  expect(requests.map(([id]) => id).sort()).toEqual([...byId.keys()].sort());

  const problems: string[] = [];
  for (const [id, build] of requests) {
    const { expectStatus = 200, ...request } = await build();
    const response = await inject(request);
    const { operation } = byId.get(id)!;
    if (response.statusCode !== expectStatus)
      problems.push(
        `${id}: expected ${expectStatus}, got ${response.statusCode} ${response.body.slice(0, 200)}`,
      );
    const wrong = mismatch(operation, response);
    if (wrong) problems.push(`${id}: ${wrong}`);
  }
  expect(problems).toEqual([]);
}, 120_000);

test('images are JPEG, or WebP when Accept allows it, as documented', async () => {
  const { rows } = await t.db.query<{ id: string }>('select id from posts order by id limit 1');
  const id = rows[0]!.id;
  const url = `/images/post/${imageSignature(t.config.imageUrlKey, 'post', id)}/${id}.jpg?w=88`;
  const documented = Object.keys(
    doc.paths['/images/{kind}/{signature}/{file}']!.get!.responses['200']!.content!,
  );
  const jpeg = await inject({ method: 'GET', url });
  const webp = await inject({ method: 'GET', url, headers: { accept: 'image/webp,image/*' } });
  expect([mediaType(jpeg), mediaType(webp)]).toEqual(['image/jpeg', 'image/webp']);
  expect(documented.sort()).toEqual(['image/jpeg', 'image/webp']);
});

// Validation runs before authentication, so a request without its required fields is a 400 before it is a 401.
test('an operation that requires a token refuses a request without one, as documented', async () => {
  const problems: string[] = [];
  const secured = operations().filter(
    ({ operation }) =>
      operation.security?.length &&
      !operation.security.some((requirement) => Object.keys(requirement).length === 0),
  );
  expect(secured.length).toBeGreaterThan(30);
  for (const { path, method, operation } of secured) {
    const url = path.replace(/\{[^}]+\}/g, 'x');
    const response = await inject({
      method: method.toUpperCase() as 'GET',
      url,
      ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
    });
    if (response.statusCode !== 401 && response.statusCode !== 400)
      problems.push(`${operation.operationId}: ${response.statusCode} without a token`);
    const wrong = mismatch(operation, response);
    if (wrong) problems.push(`${operation.operationId}: ${wrong}`);
  }
  expect(problems).toEqual([]);
});
