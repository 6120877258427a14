import { createTestApp } from '../../src/testing/create-test-app.js';
import type { TestApp } from '../../src/testing/create-test-app.js';

type Feed = {
  data: {
    activities: { postId: string; profileId: string }[];
    ltks?: { id: string; profileId: string; hashtags: string[] }[];
    profiles?: { id: string }[];
    products?: { ltkId: string }[];
    mediaObjects?: unknown[];
  };
  meta: {
    next: string | null;
    nextUrl: string | null;
    totalResults: number;
    lastId: string | null;
    limit: number;
  };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string): Promise<{ status: number; body: T }> => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
};

async function pageToEnd(
  path: string,
  limit: number,
): Promise<{ ids: string[]; total: number; pages: number }> {
  const ids: string[] = [];
  let next: string | null = null;
  let total = 0;
  let pages = 0;
  do {
    const url: string = `${path}${path.includes('?') ? '&' : '?'}limit=${limit}${next ? `&next=${encodeURIComponent(next)}` : ''}`;
    const { status, body } = await get<Feed>(url);
    expect(status).toBe(200);
    ids.push(...body.data.activities.map((a) => a.postId));
    total = body.meta.totalResults;
    next = body.meta.next;
    pages++;
  } while (next && pages < 100);
  return { ids, total, pages };
}

test('featured feed defaults to 36 with includes of profiles, ltks, products and media objects', async () => {
  const { status, body } = await get<Feed>(
    '/v3/activities/posts/global/featured?includes=profiles,ltks,products,media_objects',
  );
  expect(status).toBe(200);
  expect(body.data.activities).toHaveLength(36);
  expect(body.meta.limit).toBe(36);
  expect(body.meta.next).toEqual(expect.any(String));
  expect(body.meta.nextUrl).toContain('http://localhost:4000/v3/activities/posts/global/featured?');
  expect(body.data.ltks?.map((p) => p.id)).toEqual(body.data.activities.map((a) => a.postId));
  const profileIds = new Set(body.data.profiles?.map((p) => p.id));
  for (const a of body.data.activities) expect(profileIds.has(a.profileId)).toBe(true);
  expect(body.data.products?.length).toBeGreaterThan(0);
  expect(body.data.mediaObjects?.length).toBeGreaterThan(0);
});

test('an uncached feed page with its includes is one statement (the total is cached)', async () => {
  const url =
    '/v3/activities/posts/global/featured?includes=profiles,ltks,products,media_objects,product_details';
  await get(`${url}&cb=warm`); // the filter's total, refreshed in the background from then on
  const query = jest.spyOn(t.db, 'query');
  try {
    const { status, body } = await get<Feed>(`${url}&cb=counted`);
    expect(status).toBe(200);
    expect(body.data.activities).toHaveLength(36);
    // page + posts + profiles + products + media objects in one; product details (asked for here) in a second
    expect(query).toHaveBeenCalledTimes(2);
    query.mockClear();
    const ltks = await get<{ ltks: unknown[] }>(
      `/v2/ltks?${body.data.activities.map((a) => `ids=${a.postId}`).join('&')}&includes=products,profiles,media_objects`,
    );
    expect(ltks.body.ltks).toHaveLength(36);
    expect(query).toHaveBeenCalledTimes(1);
  } finally {
    query.mockRestore();
  }
});

test('feed includes are the entities the batch endpoints return, in their order', async () => {
  type Included = {
    data: {
      activities: { profileId: string }[];
      ltks: { productIds: string[] }[];
      products: { id: string; mediaObjectIds: string[] }[];
      profiles: unknown[];
      mediaObjects: { id: string }[];
    };
  };
  const { body } = await get<Included>(
    '/v3/activities/posts/global/trending?limit=12&includes=ltks,products,media_objects,profiles',
  );
  const productIds = body.data.ltks.flatMap((p) => p.productIds);
  expect(body.data.products.map((p) => p.id)).toEqual(productIds);
  const products = await get<{ products: unknown[] }>(
    `/v2/products/?ids=${productIds.slice(0, 36).join(',')}`,
  );
  expect(body.data.products.slice(0, 36)).toEqual(products.body.products);
  const profiles = await get<{ profiles: unknown[] }>(
    `/v2/profiles/?ids=${[...new Set(body.data.activities.map((a) => a.profileId))].join(',')}`,
  );
  expect(body.data.profiles).toEqual(profiles.body.profiles);
  const mediaIds = body.data.mediaObjects.map((m) => m.id);
  expect(new Set(mediaIds)).toEqual(new Set(body.data.products.flatMap((p) => p.mediaObjectIds)));
  const media = await get<{ mediaObjects: unknown[] }>(
    `/v3/media_objects/?ids=${mediaIds.slice(0, 36).join(',')}`,
  );
  expect(media.body.mediaObjects).toEqual(body.data.mediaObjects.slice(0, 36));
});

test('featured feed pages to the end without duplicates, totals agree', async () => {
  const { ids, total, pages } = await pageToEnd('/v3/activities/posts/global/featured', 25);
  expect(ids.length).toBe(total);
  expect(new Set(ids).size).toBe(ids.length);
  expect(pages).toBe(Math.ceil(total / 25));
});

test('trending and rank=24h orderings differ from the chronological featured feed', async () => {
  const trending = await get<Feed>('/v3/activities/posts/global/trending?limit=10');
  const rank24 = await get<Feed>('/v3/activities/posts/global/featured?limit=10&rank=24h');
  const featured = await get<Feed>('/v3/activities/posts/global/featured?limit=10');
  expect(trending.body.meta.totalResults).toBe(400);
  expect(rank24.body.data.activities.map((a) => a.postId)).not.toEqual(
    featured.body.data.activities.map((a) => a.postId),
  );
});

test('profile feed returns only that creator, pages to the end; top_month defaults to limit 10', async () => {
  const { rows } = await t.db.query<{ profile_id: string; n: number }>(
    'select profile_id, count(*)::int as n from posts group by profile_id order by n desc limit 1',
  );
  const top = rows[0]!;
  const { ids, total } = await pageToEnd(`/v3/activities/posts/profile/${top.profile_id}`, 7);
  expect(total).toBe(top.n);
  expect(ids).toHaveLength(top.n);
  const trending = await get<Feed>(
    `/v3/activities/posts/profile/${top.profile_id}?rank=top_month&includes=ltks`,
  );
  expect(trending.body.meta.limit).toBe(10);
  expect(trending.body.data.ltks?.every((p) => p.profileId === top.profile_id)).toBe(true);
});

test('unknown profile feed is a section-8 404', async () => {
  const { status, body } = await get<Record<string, unknown>>('/v3/activities/posts/profile/nope');
  expect(status).toBe(404);
  expect(body).toEqual({ status: 404, error_code: 'not_found', developer_message: 'Profile nope not found' });
});

test.each(['salealert', 'findsunder50', 'findsunder100', 'ltkbuynow', 'ltkhome'])(
  'hashtag feed %s returns tagged posts',
  async (tag) => {
    const { body } = await get<Feed>(`/v3/activities/posts/hashtag/${tag}?includes=ltks&limit=20`);
    expect(body.data.activities.length).toBeGreaterThan(0);
    for (const post of body.data.ltks ?? []) expect(post.hashtags).toContain(tag);
  },
);

test.each(['popular-today', 'trending-creators', 'top-shared'])(
  'special hashtag %s ranks posts',
  async (tag) => {
    const { status, body } = await get<Feed>(`/v3/activities/posts/hashtag/${tag}`);
    expect(status).toBe(200);
    expect(body.data.activities).toHaveLength(36);
  },
);

test('salealert feed only has posts with a product on sale', async () => {
  const { body } = await get<Feed>('/v3/activities/posts/hashtag/salealert?limit=10');
  const ids = body.data.activities.map((a) => a.postId);
  const { rows } = await t.db.query<{ post_id: string }>(
    'select distinct pr.post_id from products pr join product_details d on d.id = pr.product_details_id where d.sale_price_cents is not null and pr.post_id = any($1::text[])',
    [ids],
  );
  expect(rows).toHaveLength(ids.length);
});

test('gift guides feed filters by audience and includes collections and profiles', async () => {
  const { body } = await get<{
    data: {
      activities: { collectionId: string }[];
      shopProductCollections: { attributes: { audience: string }; subtype: string }[];
      profiles: unknown[];
    };
    meta: { totalResults: number };
  }>('/v3/activities/giftguides?audience=for_her&includes=shop_product_collections,profiles');
  expect(body.data.activities.length).toBeGreaterThan(0);
  for (const c of body.data.shopProductCollections) {
    expect(c.attributes.audience).toBe('FOR_HER');
    expect(c.subtype).toBe('GIFT_GUIDE');
  }
  expect(body.data.profiles.length).toBeGreaterThan(0);
});

test('gift guides feed pages to the end', async () => {
  const seen: string[] = [];
  let next: string | null = null;
  let total = 0;
  do {
    const res: {
      body: {
        data: { activities: { collectionId: string }[] };
        meta: { next: string | null; totalResults: number };
      };
    } = await get(`/v3/activities/giftguides?limit=8${next ? `&next=${next}` : ''}`);
    seen.push(...res.body.data.activities.map((a) => a.collectionId));
    next = res.body.meta.next;
    total = res.body.meta.totalResults;
  } while (next);
  expect(seen).toHaveLength(total);
  expect(new Set(seen).size).toBe(total);
});

test('products by profile pages through every product of the creator', async () => {
  const { rows } = await t.db.query<{ profile_id: string; n: number }>(
    'select p.profile_id, count(*)::int as n from posts p join products pr on pr.post_id = p.id group by p.profile_id order by n desc limit 1',
  );
  const top = rows[0]!;
  const seen: string[] = [];
  let next: string | null = null;
  do {
    const res: {
      status: number;
      body: { activities: { contentId: string; productRefId: string }[]; meta: { next: string | null } };
    } = await get(
      `/v3/activities/products/profiles/${top.profile_id}?limit=30${next ? `&next=${next}` : ''}`,
    );
    expect(res.status).toBe(200);
    seen.push(...res.body.activities.map((a) => a.contentId));
    next = res.body.meta.next;
  } while (next);
  expect(seen).toHaveLength(top.n);
});

test('validation: limit above the maximum and a bad rank are 400 in the section-8 shape', async () => {
  const tooMany = await get<Record<string, unknown>>('/v3/activities/posts/global/featured?limit=1000');
  expect(tooMany.status).toBe(400);
  expect(tooMany.body).toMatchObject({ status: 400, error_code: 'validation_error' });
  expect(String(tooMany.body.developer_message)).toContain('limit');
  const badRank = await get<Record<string, unknown>>('/v3/activities/posts/global/featured?rank=weekly');
  expect(badRank.status).toBe(400);
  expect(String(badRank.body.developer_message)).toContain('rank');
  const badCursor = await get<Record<string, unknown>>('/v3/activities/posts/global/featured?next=garbage');
  expect(badCursor.status).toBe(400);
});
