import sharp from 'sharp';
import { imageSignature } from '../../src/images/image-signature.js';
import { imageUrl, type ImageKind } from '../../src/lib/urls.js';
import { createTestApp } from '../../src/testing/create-test-app.js';
import type { TestApp } from '../../src/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The path the api hands out for this image, plus a query. */
const signed = (kind: ImageKind, id: string, query = ''): string =>
  new URL(imageUrl(t.config, kind, id)).pathname + query;

const image = async (url: string, accept = 'image/jpeg') => {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept } });
  return { res, meta: res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : undefined };
};

test('post hero resized and cropped to w x h at the pixel ratio, jpeg with immutable caching', async () => {
  const { rows } = await t.db.query<{ id: string }>('select id from posts limit 1');
  const { res, meta } = await image(signed('post', rows[0]!.id, '?w=450&h=736&dpr=2&q=80'));
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(meta).toMatchObject({ format: 'jpeg', width: 900, height: 1472 });
});

test('webp when Accept allows it; dpr capped at 3; width alone keeps the aspect ratio', async () => {
  const { rows } = await t.db.query<{ id: string; hero_width: number; hero_height: number }>(
    'select id, hero_width, hero_height from posts limit 1',
  );
  const post = rows[0]!;
  const { res, meta } = await image(signed('post', post.id, '?w=256&dpr=5'), 'image/avif,image/webp,*/*');
  expect(res.headers['content-type']).toBe('image/webp');
  expect(meta?.width).toBe(768);
  expect(meta?.height).toBe(Math.round((256 * post.hero_height) / post.hero_width) * 3);
});

test('products and avatars differ per entity (distinct colours)', async () => {
  const { rows } = await t.db.query<{ id: string }>('select id from product_details limit 2');
  const a = await image(signed('product', rows[0]!.id, '?w=88'));
  const b = await image(signed('product', rows[1]!.id, '?w=88'));
  expect(a.meta?.width).toBe(88);
  expect(Buffer.compare(a.res.rawPayload, b.res.rawPayload)).not.toBe(0);
  const stats = await sharp(a.res.rawPayload).stats();
  expect(stats.isOpaque).toBe(true);
  expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(5);
});

test('bad kind, file or width are 400', async () => {
  const sig = imageSignature(t.config.imageUrlKey, 'post', 'x');
  expect((await image(`/images/nope/${sig}/x.jpg`)).res.statusCode).toBe(400);
  expect((await image(`/images/post/${sig}/x.png`)).res.statusCode).toBe(400);
  expect((await image(`/images/post/${sig}/x.jpg?w=0`)).res.statusCode).toBe(400);
});

test('only images the api handed out render: made-up ids, unsigned paths and signatures of another kind are 404', async () => {
  const { rows } = await t.db.query<{ id: string }>('select id from posts limit 1');
  const id = rows[0]!.id;
  expect((await image(signed('post', id))).res.statusCode).toBe(200);
  // The unsigned form every id used to render under, and an id nobody was given.
  expect((await image(`/images/post/${id}.jpg`)).res.statusCode).toBe(404);
  expect((await image(`/images/post/${'A'.repeat(16)}/${id}.jpg`)).res.statusCode).toBe(404);
  expect(
    (await image(`/images/product/${imageSignature(t.config.imageUrlKey, 'post', id)}/${id}.jpg`)).res
      .statusCode,
  ).toBe(404);
  // Every image URL in a feed response is one that renders.
  const feed = await t.app.inject({
    method: 'GET',
    url: '/v3/activities/posts/global/featured?limit=2&includes=ltks,profiles,products',
  });
  type Feed = {
    data: {
      ltks: Array<{ heroImage: string }>;
      profiles: Array<{ avatarUrl: string }>;
      products: Array<{ imageUrl: string }>;
    };
  };
  const { data } = feed.json() as Feed;
  const urls = [
    ...data.ltks.map((p) => p.heroImage),
    data.profiles[0]!.avatarUrl,
    data.products[0]!.imageUrl,
  ];
  expect(urls).toHaveLength(4);
  for (const url of urls) expect((await image(new URL(url).pathname + '?w=88')).res.statusCode).toBe(200);
});
