import { createTestApp } from '../../src/testing/create-test-app.js';
import type { TestApp } from '../../src/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form response bodies

const get = async (
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Json }> => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json<Json>() };
};

const postIds = async (n: number): Promise<string[]> =>
  (await t.db.query<{ id: string }>('select id from posts order by seq limit $1', [n])).rows.map((r) => r.id);

describe('/v2/ltks', () => {
  test('ids lookup returns posts in the order asked, with products and profiles included', async () => {
    const ids = (await postIds(36)).reverse();
    const { status, body } = await get(
      `/v2/ltks?${ids.map((id) => `ids=${id}`).join('&')}&includes=products,profiles`,
    );
    expect(status).toBe(200);
    expect(body.ltks.map((p: Json) => p.id)).toEqual(ids);
    expect(body.meta.numResults).toBe(36);
    const productIds = new Set(body.products.map((p: Json) => p.id));
    for (const post of body.ltks) for (const id of post.productIds) expect(productIds.has(id)).toBe(true);
    expect(body.ltks[0].heroImage).toMatch(/^http:\/\/localhost:4000\/images\/post\/.+\.jpg$/);
    expect(body.profiles.length).toBeGreaterThan(0);
  });

  test('more than 36 ids is refused with 400 (repeated keys or comma-separated)', async () => {
    const ids = await postIds(37);
    const repeated = await get(`/v2/ltks?${ids.map((id) => `ids=${id}`).join('&')}`);
    expect(repeated.status).toBe(400);
    expect(repeated.body).toMatchObject({ status: 400, error_code: 'bad_request' });
    expect(repeated.body.developer_message).toContain('at most 36');
    const comma = await get(`/v2/ltks?ids=${ids.join(',')}`);
    expect(comma.status).toBe(400);
  });

  test('hashes lookup finds the same posts', async () => {
    const { rows } = await t.db.query<{ id: string; hash: string }>(
      'select id, hash from posts order by seq limit 3',
    );
    const { body } = await get(`/v2/ltks?hashes=${rows.map((r) => r.hash).join(',')}`);
    expect(body.ltks.map((p: Json) => p.id)).toEqual(rows.map((r) => r.id));
  });

  test('display_name list pages by last_id to the end', async () => {
    const { rows } = await t.db.query<{ display_name: string; n: number }>(
      'select pf.display_name, count(*)::int as n from posts p join profiles pf on pf.id = p.profile_id group by pf.display_name order by n desc limit 1',
    );
    const { display_name: name, n } = rows[0]!;
    const seen: string[] = [];
    let lastId: string | null = null;
    for (let i = 0; i < 50; i++) {
      const { body } = await get(
        `/v2/ltks?display_name=${name}&limit=5${lastId ? `&last_id=${lastId}` : ''}`,
      );
      seen.push(...body.ltks.map((p: Json) => p.id));
      if (!body.meta.nextUrl) break;
      lastId = body.meta.lastId;
    }
    expect(seen).toHaveLength(n);
    expect(new Set(seen).size).toBe(n);
  });

  test('featured, hashtag and rank=24h filters', async () => {
    const featured = await get('/v2/ltks?featured=true&limit=50');
    expect(featured.body.ltks.every((p: Json) => p.attributes.featured)).toBe(true);
    const tagged = await get('/v2/ltks?hashtag=salealert&limit=20');
    expect(tagged.body.ltks.every((p: Json) => p.hashtags.includes('salealert'))).toBe(true);
    const ranked = await get('/v2/ltks?rank=24h&limit=5');
    expect(ranked.body.ltks).toHaveLength(5);
  });

  test('unknown last_id is a 400', async () => {
    expect((await get('/v2/ltks?last_id=missing')).status).toBe(400);
  });
});

describe('profiles, products, details, media', () => {
  test('/v2/profiles/ by ids and display names; batch limits 36 and 10', async () => {
    const { rows } = await t.db.query<{ id: string; display_name: string }>(
      'select id, display_name from profiles order by id limit 37',
    );
    const byIds = await get(
      `/v2/profiles/?ids=${rows
        .slice(0, 3)
        .map((r) => r.id)
        .join(',')}`,
    );
    expect(byIds.body.profiles.map((p: Json) => p.id)).toEqual(rows.slice(0, 3).map((r) => r.id));
    const byName = await get(`/v2/profiles/?display_names=${rows[0]!.display_name.toUpperCase()}`);
    expect(byName.body.profiles[0].displayName).toBe(rows[0]!.display_name);
    expect((await get(`/v2/profiles/?ids=${rows.map((r) => r.id).join(',')}`)).status).toBe(400);
    expect(
      (
        await get(
          `/v2/profiles/?display_names=${rows
            .slice(0, 11)
            .map((r) => r.display_name)
            .join(',')}`,
        )
      ).status,
    ).toBe(400);
    expect((await get('/v2/profiles/')).status).toBe(400);
  });

  test('/v2/product_details/ with 50 ids works, 51 is refused; sale badge fraction', async () => {
    const { rows } = await t.db.query<{ id: string }>('select id from product_details order by id limit 51');
    const ok = await get(
      `/v2/product_details/?ids=${rows
        .slice(0, 50)
        .map((r) => r.id)
        .join(',')}`,
    );
    expect(ok.body.productDetails).toHaveLength(50);
    const onSale = ok.body.productDetails.find((d: Json) => d.salePrice !== null);
    expect(onSale.percentChange).toBeLessThan(0);
    expect(onSale.localPrice).toBe(onSale.salePrice);
    expect((await get(`/v2/product_details/?ids=${rows.map((r) => r.id).join(',')}`)).status).toBe(400);
  });

  test('/v2/products/ and /v3/media_objects/ by ids', async () => {
    const { rows } = await t.db.query<{ id: string }>('select id from products order by id limit 5');
    const products = await get(`/v2/products/?ids=${rows.map((r) => r.id).join(',')}`);
    expect(products.body.products).toHaveLength(5);
    const mediaIds = products.body.products.map((p: Json) => p.mediaObjectIds[0]);
    const media = await get(`/v3/media_objects/?ids=${mediaIds.join(',')}`);
    expect(media.body.mediaObjects.map((m: Json) => m.id)).toEqual([...new Set(mediaIds)]);
    expect(media.body.mediaObjects[0].imageUrl).toContain('/images/product/');
  });

  test('/v3/consumer_retailer_products/{id}: variants with stock, options, policies when included; 404 unknown', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      'select rp.id from retailer_products rp where rp.has_size_chart limit 1',
    );
    const plain = await get(`/v3/consumer_retailer_products/${rows[0]!.id}`);
    expect(plain.status).toBe(200);
    const rp = plain.body.retailerProduct;
    expect(rp.variants.length).toBeGreaterThan(0);
    expect(rp.options.length).toBeGreaterThan(0);
    expect(rp.sizeChart.imageUrl).toContain('/images/sizechart/');
    expect(rp.policies).toBeUndefined();
    expect(rp.priceMin).toBeLessThanOrEqual(rp.priceMax);
    for (const v of rp.variants) expect(v.available).toBe(v.quantity > 0);
    const withPolicies = await get(`/v3/consumer_retailer_products/${rows[0]!.id}?includes=policies`);
    expect(withPolicies.body.retailerProduct.policies.map((p: Json) => p.handle)).toEqual([
      'shipping-policy',
      'refund-policy',
    ]);
    const missing = await get('/v3/consumer_retailer_products/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.error_code).toBe('not_found');
  });

  test('some variants are out of stock in the seed', async () => {
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from variants where stock = 0',
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  test('/v3/posts/{id}/products: products with media and details; null when none; 404 unknown', async () => {
    const { rows } = await t.db.query<{ id: string; product_count: number }>(
      'select id, product_count from posts where product_count > 0 order by seq limit 1',
    );
    const full = await get(`/v3/posts/${rows[0]!.id}/products?includes=media_objects,product_references`);
    expect(full.body.products).toHaveLength(rows[0]!.product_count);
    expect(full.body.mediaObjects.length).toBeGreaterThan(0);
    expect(full.body.productDetails.length).toBeGreaterThan(0);
    const empty = await t.db.query<{ id: string }>('select id from posts where product_count = 0 limit 1');
    const none = await t.app.inject({ method: 'GET', url: `/v3/posts/${empty.rows[0]!.id}/products` });
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe('null');
    expect((await get('/v3/posts/nope/products')).status).toBe(404);
  });

  test('/v1/retailer_product_links/{id} resolves a product to its retailer product', async () => {
    const { rows } = await t.db.query<{ id: string; rp: string }>(
      'select pr.id, d.retailer_product_id as rp from products pr join product_details d on d.id = pr.product_details_id where d.retailer_product_id is not null limit 1',
    );
    const { body } = await get(`/v1/retailer_product_links/${rows[0]!.id}?hlc=abc`);
    expect(body.retailerProductLink).toMatchObject({
      id: rows[0]!.id,
      retailerProductId: rows[0]!.rp,
      hlc: 'abc',
    });
    expect((await get('/v1/retailer_product_links/nope')).status).toBe(404);
  });

  test('followers statistics and recommended profiles', async () => {
    const recommended = await get('/v2/recommended_profiles/');
    expect(recommended.body.profiles).toHaveLength(3);
    const list = await get('/v1/recommendations/ltk_profile_recommendations/');
    expect(list.body.recommendations).toHaveLength(30);
    expect(list.body.recommendations[0].avatarUrl).toContain('w=100&h=100&q=80');
    const stats = await get(`/v2/followers_statistics/?profile_id=${recommended.body.profiles[0].id}`);
    expect(stats.body.followersStatistics).toEqual({
      profileId: recommended.body.profiles[0].id,
      followersCount: recommended.body.profiles[0].followersCount,
    });
    expect((await get('/v2/followers_statistics/')).status).toBe(400);
  });

  test('unknown route is a section-8 404', async () => {
    const { status, body } = await get('/v9/nothing');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 404, error_code: 'route_not_found' });
  });
});
