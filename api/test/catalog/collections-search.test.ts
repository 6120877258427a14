import { createTestApp } from '../../src/testing/create-test-app.js';
import type { TestApp } from '../../src/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form response bodies

const call = async (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => {
  const res = await t.app.inject({ method, url, payload, headers });
  return { status: res.statusCode, body: res.json<Json>() };
};

describe('collections, product sets, gift guides', () => {
  test('creator collections list, one collection, its items paged to the end with posts_v2', async () => {
    const { rows } = await t.db.query<{ profile_id: string; n: number }>(
      'select profile_id, count(*)::int as n from collections group by profile_id order by n desc limit 1',
    );
    const list = await call(
      'GET',
      `/v1/collections/?profile_id=${rows[0]!.profile_id}&includes=latest_items,posts_v2&order=rank`,
    );
    expect(list.body.collections).toHaveLength(rows[0]!.n);
    const first = list.body.collections[0];
    expect(first.latestItemIds.length).toBeGreaterThan(0);
    expect(list.body.postsV2.length).toBeGreaterThan(0);
    expect((await call('GET', `/v1/collections/${first.collectionId}`)).body.collection.title).toBe(
      first.title,
    );
    const items: string[] = [];
    let next: string | null = null;
    do {
      const page: { body: Json } = await call(
        'GET',
        `/v1/collections/${first.collectionId}/items?limit=3&includes=posts_v2${next ? `&next=${next}` : ''}`,
      );
      items.push(...page.body.items.map((i: Json) => i.externalId));
      expect(page.body.postsV2.map((p: Json) => p.id)).toEqual(
        page.body.items.map((i: Json) => i.externalId),
      );
      next = page.body.meta.next;
    } while (next);
    expect(items).toHaveLength(first.itemCount);
    expect((await call('GET', '/v1/collections/nope')).status).toBe(404);
    expect((await call('GET', '/v1/collections/')).status).toBe(400);
  });

  test("a creator's shop product collections page newest first by meta.next, counted in totalResults", async () => {
    const { rows } = await t.db.query<{ profile_id: string; n: number }>(
      'select profile_id, count(*)::int as n from shop_product_collections group by profile_id order by n desc limit 1',
    );
    const { profile_id: profileId, n } = rows[0]!;
    expect(n).toBeGreaterThan(1);
    const ids: string[] = [];
    let url: string | null = `/shop_product/get_shop_product_collections?profile_id=${profileId}&limit=1`;
    while (url) {
      const page: { body: Json } = await call('GET', url);
      const meta = page.body.meta as Json;
      expect(Object.keys(meta).sort()).toEqual(['limit', 'next', 'nextUrl', 'totalResults']);
      expect(meta).toMatchObject({ limit: 1, totalResults: n });
      const nextUrl = meta.nextUrl ? new URL(meta.nextUrl as string) : null;
      expect(nextUrl?.searchParams.get('next') ?? null).toBe(meta.next);
      ids.push(...page.body.shopProductCollections.map((c: Json) => c.id as string));
      url = nextUrl ? nextUrl.pathname + nextUrl.search : null;
    }
    const newestFirst = await t.db.query<{ id: string }>(
      'select id from shop_product_collections where profile_id = $1 order by seq desc',
      [profileId],
    );
    expect(ids).toEqual(newestFirst.rows.map((r) => r.id));
  });

  test('shop product collections by profile and subtype, one collection, its products with details', async () => {
    const { rows } = await t.db.query<{ profile_id: string }>(
      "select profile_id from shop_product_collections where subtype = 'GIFT_GUIDE' limit 1",
    );
    const guides = await call(
      'GET',
      `/shop_product/get_shop_product_collections?profile_id=${rows[0]!.profile_id}&subtype=GIFT_GUIDE`,
    );
    expect(guides.body.shopProductCollections.length).toBeGreaterThan(0);
    const guide = guides.body.shopProductCollections[0];
    expect(guide.subtype).toBe('GIFT_GUIDE');
    expect(guide.attributes.audience).toMatch(/^[A-Z_]+$/);
    expect(guide.coverPhotoUrls.length).toBeGreaterThan(0);
    const one = await call(
      'GET',
      `/shop_product/get_shop_product_collection?collection_id=${guide.collectionId}`,
    );
    expect(one.body.shopProductCollection.productCount).toBe(guide.productCount);
    const products: string[] = [];
    let next: string | null = null;
    do {
      const page: { body: Json } = await call(
        'GET',
        `/shop_product/get_shop_products_by_collection?collection_id=${guide.collectionId}&includes[]=product_details&limit=4${next ? `&next=${next}` : ''}`,
      );
      products.push(...page.body.shopProducts.map((p: Json) => p.shopProductId));
      expect(page.body.productDetails).toHaveLength(page.body.shopProducts.length);
      next = page.body.meta.next;
    } while (next);
    expect(products).toHaveLength(guide.productCount);
    expect((await call('GET', '/shop_product/get_shop_product_collection?collection_id=nope')).status).toBe(
      404,
    );
  });

  test('localized gift-guide categories: ACTIVE only, by Accept-Language or locale iso', async () => {
    const fr = await call('GET', '/gift_guide/get_localized_categories', undefined, {
      'accept-language': 'fr-FR,fr;q=0.9',
    });
    expect(fr.body.locale).toBe('fr');
    expect(fr.body.recipients.find((r: Json) => r.key === 'FOR_HER').value).toBe('Pour elle');
    expect(fr.body.recipients.some((r: Json) => r.key === 'FOR_PETS')).toBe(false);
    expect(fr.body.occasions.every((o: Json) => o.status === 'ACTIVE')).toBe(true);
    const ko = await call('GET', '/gift_guide/get_localized_categories?locale=ko_KR');
    expect(ko.body.locale).toBe('ko');
    const fallback = await call('GET', '/gift_guide/get_localized_categories', undefined, {
      'accept-language': 'xx',
    });
    expect(fallback.body.recipients[0].value).toBe('For Her');
  });
});

describe('search', () => {
  test('post search matches caption words, product names and creator names', async () => {
    const { rows } = await t.db.query<{ name: string; display_name: string }>(
      `select d.name, pf.display_name from products pr join product_details d on d.id = pr.product_details_id
       join posts p on p.id = pr.post_id join profiles pf on pf.id = p.profile_id limit 1`,
    );
    const byProduct = await call('POST', '/v2/search/post/', { query: rows[0]!.name });
    expect(byProduct.status).toBe(200);
    expect(byProduct.body.data.hits.length).toBeGreaterThan(0);
    expect(byProduct.body.data.hits.length).toBeLessThanOrEqual(20);
    expect(byProduct.body.data.hits[0]).toMatchObject({
      type: 'post',
      objectId: expect.any(String),
      postProfileDisplay: expect.any(String),
    });
    const byCreator = await call('POST', '/v2/search/post/', { query: rows[0]!.display_name });
    expect(byCreator.body.data.hits.some((h: Json) => h.postProfileDisplay === rows[0]!.display_name)).toBe(
      true,
    );
    const byCaption = await call('POST', '/v2/search/post/', { query: 'obsessed' });
    expect(byCaption.body.data.nbHits).toBeGreaterThan(0);
    const none = await call('POST', '/v2/search/post/', { query: 'zzzqqqxxx' });
    expect(none.body.data).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 });
  });

  test('post search pages through every hit', async () => {
    const first = await call('POST', '/v2/search/post/', { query: 'linked', page: 0 });
    const total = first.body.data.nbHits;
    const ids: string[] = [];
    for (let page = 0; page < first.body.data.nbPages; page++) {
      ids.push(
        ...(await call('POST', '/v2/search/post/', { query: 'linked', page })).body.data.hits.map(
          (h: Json) => h.objectId,
        ),
      );
    }
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });

  test('creator search and suggestions', async () => {
    const { rows } = await t.db.query<{ display_name: string }>(
      'select display_name from profiles order by followers_count desc limit 1',
    );
    const name = rows[0]!.display_name;
    const creators = await call('POST', '/v2/search/creator/', { query: name.slice(0, 4) });
    expect(creators.body.data.hits.length).toBeGreaterThan(0);
    expect(creators.body.data.hits.length).toBeLessThanOrEqual(3);
    expect(creators.body.data.hits.every((h: Json) => h.type === 'profile')).toBe(true);
    const suggestions = await call(
      'GET',
      `/v2/suggestions/global/?query=${encodeURIComponent(name.slice(0, 4))}`,
    );
    expect(suggestions.body.data.hits.some((h: Json) => h.type === 'profile')).toBe(true);
    const terms = await call('GET', '/v2/suggestions/global/?query=ltk');
    const queries = terms.body.data.hits.filter((h: Json) => h.type === 'query');
    expect(queries).toHaveLength(3);
    expect(queries.every((h: Json) => h.query.startsWith('ltk'))).toBe(true);
    expect((await call('GET', '/v2/suggestions/global/')).status).toBe(400);
  });

  test('v1 search: post+product with children, profile type, ids variant', async () => {
    const posts = await call('POST', '/v1/search', {
      query: 'sweater',
      types: ['post', 'product'],
      limit: 5,
    });
    expect(posts.body.hits.length).toBeGreaterThan(0);
    expect(posts.body.hits[0].children.length).toBeGreaterThan(0);
    expect(posts.body.meta.nbHits).toBeGreaterThan(0);
    const products = await call('POST', '/v1/search', { query: 'sweater', types: ['product'] });
    expect(products.body.hits.every((h: Json) => h.type === 'product' && /sweater/i.test(h.query))).toBe(
      true,
    );
    const ids = await call('POST', '/v1/search/ids', {
      query: 'sweater',
      types: ['post', 'product', 'profile'],
      childrenCount: 0,
    });
    expect(ids.body.ids.length).toBe(ids.body.hits.length);
    const bad = await call('POST', '/v1/search', { query: 'x', types: ['video'] });
    expect(bad.status).toBe(400);
    expect(bad.body.developer_message).toContain('types');
  });

  test("shop search carries a creator's pin: the seed pins every third creator's second most recent post", async () => {
    const { rows } = await t.db.query<{ id: string; profile_id: string; pinned_at: Date }>(
      'select id, profile_id, pinned_at from posts where pinned_at is not null order by profile_id limit 1',
    );
    const pin = rows[0]!;
    const creators = await t.db.query<{ n: number }>(
      'select count(distinct profile_id)::int as n from posts',
    );
    const pins = await t.db.query<{ n: number }>(
      'select count(*)::int as n from posts where pinned_at is not null',
    );
    expect(pins.rows[0]!.n).toBe(Math.ceil(creators.rows[0]!.n / 3));
    const recent = await call('POST', '/v2/search/shop', {
      query: '',
      ranking: 'recent',
      profileId: pin.profile_id,
    });
    expect(recent.body.hits[1]).toEqual({
      objectId: pin.id,
      pinnedAt: new Date(pin.pinned_at).toISOString(),
    });
    expect(recent.body.hits.filter((hit: { pinnedAt: string | null }) => hit.pinnedAt)).toHaveLength(1);
  });

  test('shop search over one creator, recent and relevant; shop product search null when none', async () => {
    const { rows } = await t.db.query<{ profile_id: string; n: number }>(
      'select profile_id, count(*)::int as n from posts group by profile_id order by n desc limit 1',
    );
    const profileId = rows[0]!.profile_id;
    const all = await call('POST', '/v2/search/shop', { query: '', ranking: 'recent', profileId, limit: 36 });
    expect(all.body.nbHits).toBe(rows[0]!.n);
    expect(all.body.hits[0]).toHaveProperty('objectId', expect.any(String));
    expect(all.body.hits[0]).toHaveProperty('pinnedAt');
    const relevant = await call('POST', '/v2/search/shop', {
      query: 'linked',
      ranking: 'relevant',
      profileId,
    });
    expect(relevant.body.nbHits).toBeLessThanOrEqual(rows[0]!.n);
    const productHits = await call('POST', '/v2/search/shop/products', {
      profileId,
      page: 0,
      ranking: 'Trending',
      limit: 10,
    });
    expect(productHits.body).toMatchObject({ page: 0, hitsPerPage: 10, offset: 0 });
    expect(productHits.body.hits[0]).toMatchObject({
      postId: expect.any(String),
      productId: expect.any(String),
    });
    const none = await t.app.inject({
      method: 'POST',
      url: '/v2/search/shop/products',
      payload: { profileId, query: 'zzzqqqxxx' },
    });
    expect(none.body).toBe('null');
    expect((await call('POST', '/v2/search/shop', { query: 'x' })).status).toBe(400);
  });
});

describe('discovery', () => {
  test('categories carry v1_hashtag actions incl. the header ones; unknown key is ltk-categories-not-found', async () => {
    const { body } = await call('GET', '/v1/categories');
    const hashtags = body.categories.map((c: Json) => c.actions[0].feedHashtag);
    expect(hashtags).toEqual(
      expect.arrayContaining([
        'salealert',
        'findsunder50',
        'findsunder100',
        'ltkbuynow',
        'popular-today',
        'trending-creators',
        'top-shared',
      ]),
    );
    expect(body.categories.every((c: Json) => c.actions[0].actionType === 'v1_hashtag')).toBe(true);
    const uk = await call('GET', '/v1/categories?country=uk');
    expect(uk.body.categories.length).toBe(body.categories.length);
    // The holiday gift-guide landing page's tiles are categories: Gift Guides, Holiday, Popular Today.
    for (const key of ['giftguides', 'holiday', 'popular-today'])
      expect(body.categories.map((c: Json) => c.key)).toContain(key);
    const holiday = await call('GET', '/v1/categories/holiday');
    expect(holiday.body.category.actions[0].feedHashtag).toBe('ltkseasonal');
    const seasonal = await call('GET', '/v3/activities/posts/hashtag/ltkseasonal?limit=4');
    expect(seasonal.body.data.activities).toHaveLength(4);
    const one = await call('GET', '/v1/categories/salealert');
    expect(one.body.category.title).toBe('Sale Alert');
    const missing = await call('GET', '/v1/categories/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.error_code).toBe('ltk-categories-not-found');
  });

  test('bubbles module lists category keys', async () => {
    const { body } = await call('POST', '/v1/presentation/modules/v1_bubbles', {
      country_code: 'us',
      date: '2026-11-21',
      version: '1',
    });
    expect(body.modules[0].type).toBe('v1_bubbles');
    expect(body.modules[0].items.map((i: Json) => i.key)).toContain('salealert');
  });

  test('openapi document lists the catalog paths', async () => {
    const { body } = await call('GET', '/openapi.json');
    expect(body.openapi).toBe('3.0.3');
    for (const p of [
      '/v3/activities/posts/global/featured',
      '/v2/ltks',
      '/v2/search/post/',
      '/shop_product/get_shop_products_by_collection',
      '/images/{kind}/{signature}/{file}',
    ]) {
      expect(Object.keys(body.paths)).toContain(p);
    }
  });
});
