import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { catalogContext } from '../../src/routes/context.js';
import { feedJson, ltksJson } from '../../src/routes/feeds/feed-json.js';
import { ltksResponseSchema } from '../../src/routes/posts/ltks-response.js';
import type { LtksMeta } from '../../src/routes/posts/ltks-response.js';
import { feedIncludes, feedResponse, feedResponseSchema } from '../../src/routes/feeds/feed-response.js';
import type { FeedQuery } from '../../src/routes/feeds/feed-response.js';
import { queryPostPage } from '../../src/catalog/query-post-page.js';
import type { PostFilter, PostOrder, PostPage } from '../../src/catalog/query-post-page.js';
import { loadBundleRows, productTuples, readBundle } from '../../src/catalog/load-post-bundle.js';
import type { BundleRow, ProductTuple } from '../../src/catalog/load-post-bundle.js';
import type { CatalogContext } from '../../src/catalog/context.js';
import { components } from '../../src/schemas/builders.js';
import { createTestApp } from '../../src/testing/create-test-app.js';
import type { TestApp } from '../../src/testing/create-test-app.js';

/**
 * The feeds' own JSON writer (`feedJson`) against the generic path it replaces: the entities `feedResponse` builds,
 * serialized by fastify's serializer for `feedResponseSchema` (the routes' response schema), for the same page. Any
 * difference of a byte fails.
 */
let t: TestApp;
let ctx: CatalogContext;
let serializer: FastifyInstance;
let body: unknown;

beforeAll(async () => {
  t = await createTestApp();
  ctx = catalogContext(t.app);
  serializer = Fastify();
  for (const schema of components) serializer.addSchema(schema);
  serializer.get('/', { schema: { response: { 200: feedResponseSchema } } }, async () => body);
  serializer.get('/ltks', { schema: { response: { 200: ltksResponseSchema } } }, async () => body);
  await serializer.ready();
});
afterAll(async () => {
  await serializer.close();
  await t.close();
});

/** What fastify's serializer writes for `value` under the feed (or `/v2/ltks`) response schema. */
async function serialized(value: unknown, url = '/'): Promise<string> {
  body = value;
  const res = await serializer.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
}

async function expectSame(page: PostPage, query: FeedQuery, path: string): Promise<string> {
  const fast = feedJson(ctx, page, query, path, feedIncludes(query))?.toString();
  expect(fast).toBeDefined();
  expect(fast).toBe(await serialized(await feedResponse(ctx, page, query, path)));
  return fast!;
}

/** `ltksJson` against the `/v2/ltks` route's generic path: readBundle's entities through its response serializer. */
async function expectSameLtks(rows: BundleRow[], includes: string[], meta: LtksMeta): Promise<string> {
  const set = new Set(includes);
  const fast = ltksJson(ctx, rows, set, meta)?.toString();
  expect(fast).toBeDefined();
  const { posts, included } = await readBundle(ctx, rows, set);
  const slow = await serialized({ ltks: posts, ...included, meta }, '/ltks');
  // on a difference, show where it starts rather than two whole responses
  let at = 0;
  while (at < fast!.length && fast![at] === slow[at]) at += 1;
  expect(fast!.slice(Math.max(0, at - 80), at + 80)).toBe(slow.slice(Math.max(0, at - 80), at + 80));
  expect(fast!.length).toBe(slow.length);
  return fast!;
}

const INCLUDES = ['profiles', 'ltks', 'posts', 'products', 'media_objects'];
/** Every subset of INCLUDES, plus an unknown name beside all of them. */
const SUBSETS: string[][] = [
  ...Array.from({ length: 2 ** INCLUDES.length }, (_, mask) => INCLUDES.filter((_, i) => mask & (1 << i))),
  [...INCLUDES, 'unknown'],
];

describe('feedJson writes what the serializer writes for feedResponse', () => {
  test('every includes combination of the featured feed, on its first and second page', async () => {
    for (const includes of SUBSETS) {
      const query: FeedQuery = { limit: 12, includes };
      const first = await queryPostPage(ctx, { featured: true }, 'recent', 12, undefined, new Set(includes));
      expect(first.rows?.length).toBe(12);
      await expectSame(first, query, '/v3/activities/posts/global/featured');
      const second = await queryPostPage(
        ctx,
        { featured: true },
        'recent',
        12,
        first.next!,
        new Set(includes),
      );
      await expectSame(second, { ...query, next: first.next! }, '/v3/activities/posts/global/featured');
    }
  });

  test('every filter and order, a last page and an empty one', async () => {
    const { rows } = await t.db.query<{ profile_id: string; tag: string }>(
      `select profile_id, hashtags[1] as tag from posts
        where status = 'published' and cardinality(hashtags) > 0 order by seq limit 1`,
    );
    const { profile_id: profileId, tag } = rows[0]!;
    const includes = ['profiles', 'ltks', 'products', 'media_objects'];
    const cases: [PostFilter, PostOrder][] = [
      [{}, 'trending'],
      [{}, 'rank24h'],
      [{}, 'shared'],
      [{ hashtag: tag }, 'recent'],
      [{ profileId }, 'recent'],
      [{ profileId }, 'trending'],
      [{ profileIds: [profileId, 'no-such-profile'] }, 'recent'],
      [{ profileId: 'no-such-profile' }, 'recent'],
    ];
    for (const [filter, order] of cases) {
      for (const limit of [1, 36]) {
        const page = await queryPostPage(ctx, filter, order, limit, undefined, new Set(includes));
        await expectSame(
          page,
          { limit, includes, rank: 'x' } as FeedQuery,
          '/v3/activities/posts/profile/a%20b',
        );
      }
    }
    const all = await queryPostPage(ctx, { profileId }, 'recent', 100, undefined, new Set(includes));
    expect(all.next).toBeNull();
    expect(await expectSame(all, { limit: 100, includes }, '/p')).toContain('"next":null,"nextUrl":null');
  });

  test('text that needs escaping, prices, missing profiles and repeated posts', async () => {
    const page = await queryPostPage(ctx, { featured: true }, 'recent', 4, undefined, new Set(INCLUDES));
    const rows = page.rows!.map((row) => structuredClone(row));
    const tricky =
      'quote " backslash \\ newline \n tab \t nul-ish \u0001 \u001f line sep \u2028 emoji 😀 lone \ud800 é';
    rows[0] = {
      ...rows[0]!,
      title: tricky,
      caption: `${tricky}${'x'.repeat(5000)}"`,
      hashtags: [tricky, ''],
      featured: false,
      status: 'draft "x"',
      profile_display_name: tricky,
      profile_bio: null,
      profile_full_name: null,
      profile_followers_count: null,
    };
    rows[1] = { ...rows[1]!, profile_display_name: null, products: null, product_ids: null };
    const product = productTuples(rows[2]!)[0]!;
    const tuples: ProductTuple[] = [
      [
        ...product.slice(0, 5),
        tricky,
        product[6],
        tricky,
        product[8],
        1999,
        null,
        'U"SD',
        null,
      ] as unknown as typeof product,
      [...product.slice(0, 9), 10, 7, 'EUR', [['m "1', 0, 1, 2]]] as unknown as typeof product,
      [...product.slice(0, 9), 0, 0, 'EUR', []] as unknown as typeof product,
    ];
    rows[2]!.products = JSON.stringify(tuples);
    // a post twice (as /v2/ltks?ids= may ask), and its products only once, at its last place
    rows.push(structuredClone(rows[0]!) as BundleRow & { seq: number });
    const synthetic: PostPage = { ...page, rows, total: 123_456, next: 'c"ursor', lastId: 'last\\id' };
    const text = await expectSame(
      synthetic,
      { limit: 4, includes: INCLUDES, rank: 'a&b=c"' } as FeedQuery,
      '/v3/activities/posts/hashtag/%22',
    );
    expect(JSON.parse(text).data.products[0]).toMatchObject({ price: 19.99, salePrice: null });

    // written products are remembered by post and stored array: a changed product is written afresh
    tuples[1]![5] = 'Renamed';
    tuples[2]![12] = [['m2', 1, 3, 4]]; // the last product of a details gives its media
    rows[2]!.products = JSON.stringify(tuples);
    const changed = await expectSame(synthetic, { limit: 4, includes: INCLUDES }, '/p');
    expect(changed).toContain('"name":"Renamed"');
    expect(changed).toContain('"id":"m2"');
  });

  test('the routes answer with it, and fall back to the serializer for product_details', async () => {
    const url =
      '/v3/activities/posts/global/featured?limit=5&includes=profiles&includes=ltks&includes=products&includes=media_objects';
    const res = await t.app.inject({ method: 'GET', url });
    const page = await queryPostPage(ctx, { featured: true }, 'recent', 5, undefined, new Set(INCLUDES));
    const fast = feedJson(
      ctx,
      page,
      { limit: 5, includes: ['profiles', 'ltks', 'products', 'media_objects'] },
      '/v3/activities/posts/global/featured',
      new Set(INCLUDES),
    )?.toString();
    expect(res.body === fast).toBe(true); // not toBe: a difference would print 2 x 30 KB
    expect(
      feedJson(ctx, page, { limit: 5, includes: ['product_details'] }, '/p', new Set(['product_details'])),
    ).toBe(undefined);
    const details = await t.app.inject({ method: 'GET', url: `${url}&includes=product_details` });
    expect(details.statusCode).toBe(200);
    expect(
      details.json<{ data: { productDetails: unknown[] } }>().data.productDetails.length,
    ).toBeGreaterThan(0);
  });
});

describe('ltksJson writes what the serializer writes for /v2/ltks', () => {
  const LTKS_INCLUDES = ['profiles', 'products', 'media_objects'];
  const subsets = [
    ...Array.from({ length: 2 ** LTKS_INCLUDES.length }, (_, mask) =>
      LTKS_INCLUDES.filter((_, i) => mask & (1 << i)),
    ),
    [...LTKS_INCLUDES, 'ltks', 'unknown'],
  ];
  const meta = (rows: BundleRow[], extra: Partial<LtksMeta> = {}): LtksMeta => ({
    lastId: rows[rows.length - 1]?.id ?? null,
    numResults: rows.length,
    totalResults: rows.length,
    limit: 36,
    nextUrl: null,
    seed: null,
    ...extra,
  });

  test('by ids (repeated and unknown ones) and by hashes, every includes combination; an empty answer', async () => {
    const page = await queryPostPage(ctx, { featured: true }, 'recent', 36, undefined, new Set());
    const ids = [...page.ids.slice(0, 30), page.ids[3]!, 'no-such-post', page.ids[0]!];
    const { rows: hashRows } = await t.db.query<{ hash: string }>(
      'select hash from posts order by seq limit 5',
    );
    const hashes = [...hashRows.map((r) => r.hash), 'no-such-hash'];
    for (const includes of subsets) {
      const set = new Set(includes);
      const byId = await loadBundleRows(ctx, 'id', ids, set);
      expect(byId.length).toBe(32);
      await expectSameLtks(byId, includes, meta(byId, { seed: 's"1' }));
      const byHash = await loadBundleRows(ctx, 'hash', hashes, set);
      expect(byHash.length).toBe(5);
      await expectSameLtks(byHash, includes, meta(byHash, { limit: 20 }));
    }
    expect(await expectSameLtks([], LTKS_INCLUDES, meta([]))).toContain('"ltks":[],"meta":{"lastId":null,');
  });

  test('a list page with its next URL, and rows with text that needs escaping', async () => {
    const page = await queryPostPage(ctx, {}, 'trending', 10, undefined, new Set(LTKS_INCLUDES));
    await expectSameLtks(
      page.rows!,
      LTKS_INCLUDES,
      meta(page.rows!, { totalResults: page.total, nextUrl: 'http://x/v2/ltks?last_id=a%22b', seed: null }),
    );
    const rows = page.rows!.slice(0, 3).map((row) => structuredClone(row));
    const tricky = 'quote " backslash \\ newline \n \u0001 line sep \u2028 emoji 😀 lone \ud800 é';
    rows[0] = {
      ...rows[0]!,
      title: tricky,
      hashtags: [tricky],
      profile_display_name: tricky,
      profile_bio: null,
    };
    rows[1] = { ...rows[1]!, profile_display_name: null, products: null, product_ids: null };
    await expectSameLtks(rows, LTKS_INCLUDES, meta(rows, { lastId: tricky, seed: tricky }));
  });

  test('the route answers with it, and falls back to the serializer for product_details', async () => {
    const page = await queryPostPage(ctx, { featured: true }, 'recent', 6, undefined, new Set());
    const url = `/v2/ltks?${page.ids.map((id) => `ids=${id}`).join('&')}&includes=products&includes=profiles&seed=7`;
    const res = await t.app.inject({ method: 'GET', url });
    const includes = new Set(['products', 'profiles']);
    const rows = await loadBundleRows(ctx, 'id', page.ids, includes);
    const fast = ltksJson(ctx, rows, includes, meta(rows, { seed: '7' }))?.toString();
    expect(res.body === fast).toBe(true);
    expect(ltksJson(ctx, rows, new Set(['product_details']), meta(rows))).toBe(undefined);
    const details = await t.app.inject({ method: 'GET', url: `${url}&includes=product_details` });
    expect(details.statusCode).toBe(200);
    expect(details.json<{ productDetails: unknown[] }>().productDetails.length).toBeGreaterThan(0);
  });
});
