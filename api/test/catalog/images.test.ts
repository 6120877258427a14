import sharp from 'sharp';
import { createTestApp } from '../../src/testing/create-test-app.js';
import type { TestApp } from '../../src/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const image = async (url: string, accept = 'image/jpeg') => {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept } });
  return { res, meta: res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : undefined };
};

test('post hero resized and cropped to w x h at the pixel ratio, jpeg with immutable caching', async () => {
  const { rows } = await t.db.query<{ id: string }>('select id from posts limit 1');
  const { res, meta } = await image(`/images/post/${rows[0]!.id}.jpg?w=450&h=736&dpr=2&q=80`);
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
  const { res, meta } = await image(`/images/post/${post.id}.jpg?w=256&dpr=5`, 'image/avif,image/webp,*/*');
  expect(res.headers['content-type']).toBe('image/webp');
  expect(meta?.width).toBe(768);
  expect(meta?.height).toBe(Math.round((256 * post.hero_height) / post.hero_width) * 3);
});

test('products and avatars differ per entity (distinct colours)', async () => {
  const { rows } = await t.db.query<{ id: string }>('select id from product_details limit 2');
  const a = await image(`/images/product/${rows[0]!.id}.jpg?w=88`);
  const b = await image(`/images/product/${rows[1]!.id}.jpg?w=88`);
  expect(a.meta?.width).toBe(88);
  expect(Buffer.compare(a.res.rawPayload, b.res.rawPayload)).not.toBe(0);
  const stats = await sharp(a.res.rawPayload).stats();
  expect(stats.isOpaque).toBe(true);
  expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(5);
});

test('bad kind, file or width are 400', async () => {
  expect((await image('/images/nope/x.jpg')).res.statusCode).toBe(400);
  expect((await image('/images/post/x.png')).res.statusCode).toBe(400);
  expect((await image('/images/post/x.jpg?w=0')).res.statusCode).toBe(400);
});
