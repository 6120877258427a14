import { createTestApp } from '../../src/testing/create-test-app.js';
import type { TestApp } from '../../src/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form response bodies

/** Posts whose stored products array differs from the one the tables give now (missing or extra rows included). */
async function stale(): Promise<string[]> {
  const { rows } = await t.db.query<{ post_id: string }>(
    `select coalesce(f.post_id, j.post_id) as post_id
       from post_products_fresh f full join post_products_json j on j.post_id = f.post_id
      where f.products::text is distinct from j.products::text`,
  );
  return rows.map((r) => r.post_id);
}

const feedPost = async (postId: string): Promise<Json> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v2/ltks?ids=${postId}&includes=products,media_objects&cb=${Math.random()}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<Json>();
};

describe("a post's stored products (post_products_json)", () => {
  test('the seed leaves every post with products holding exactly what the tables give', async () => {
    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from post_products_json');
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(await stale()).toEqual([]);
  });

  test('every write to products, details, media objects and retailers keeps it in step, in the same transaction', async () => {
    const { rows } = await t.db.query<{ post_id: string; details_id: string; retailer_id: string }>(
      `select pr.post_id, pr.product_details_id as details_id, d.retailer_id
         from products pr join product_details d on d.id = pr.product_details_id
        order by pr.post_id, pr.position limit 1`,
    );
    const { post_id: postId, details_id: detailsId, retailer_id: retailerId } = rows[0]!;
    try {
      await t.db.transaction(async (tx) => {
        await tx.query('update retailers set display_name = $1 where id = $2', [
          'Renamed Retailer',
          retailerId,
        ]);
        await tx.query('update product_details set price_cents = 12345 where id = $1', [detailsId]);
        await tx.query(
          `insert into media_objects (id, product_details_id, position, width, height)
           values ('mo-test-extra', $1, 99, 640, 800)`,
          [detailsId],
        );
        await tx.query(
          `insert into products (id, post_id, position, product_details_id, product_reference_id, matching)
           values ('pr-test-extra', $1, 98, $2, 'ref-test', 'similar')`,
          [postId, detailsId],
        );
        // inside the writer's transaction already
        const inside = await tx.query<{ products: unknown[][] }>(
          'select products from post_products_json where post_id = $1',
          [postId],
        );
        expect(inside.rows[0]!.products.map((p) => p[0])).toContain('pr-test-extra');
      });
      expect(await stale()).toEqual([]);
      const body = await feedPost(postId);
      const added = body.products.find((p: Json) => p.id === 'pr-test-extra');
      expect(added).toMatchObject({
        retailerDisplayName: 'Renamed Retailer',
        price: 123.45,
        matching: 'similar',
      });
      expect(added.mediaObjectIds).toContain('mo-test-extra');
      expect(body.mediaObjects.map((m: Json) => m.id)).toContain('mo-test-extra');

      await t.db.query("update products set position = -1 where id = 'pr-test-extra'");
      await t.db.query("delete from media_objects where id = 'mo-test-extra'");
      expect(await stale()).toEqual([]);
      const moved = await feedPost(postId);
      expect(moved.ltks[0].productIds[0]).toBe('pr-test-extra');
      expect(moved.mediaObjects.map((m: Json) => m.id)).not.toContain('mo-test-extra');

      await t.db.query("delete from products where id = 'pr-test-extra'");
      expect(await stale()).toEqual([]);
      expect((await feedPost(postId)).ltks[0].productIds).not.toContain('pr-test-extra');
    } finally {
      await t.db.query("delete from products where id = 'pr-test-extra'");
      await t.db.query("delete from media_objects where id = 'mo-test-extra'");
    }
  });

  test('a write that rolls back leaves the stored products as they were', async () => {
    const { rows } = await t.db.query<{ post_id: string; id: string }>(
      'select post_id, id from products order by post_id, position limit 1',
    );
    const { post_id: postId, id } = rows[0]!;
    const before = await feedPost(postId);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('delete from products where id = $1', [id]);
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await feedPost(postId)).toEqual(before);
    expect(await stale()).toEqual([]);
  });

  test('a post whose last product goes loses its row, and the feed shows it without products', async () => {
    const { rows } = await t.db.query<{ post_id: string }>(
      'select post_id from products group by post_id having count(*) = 1 limit 1',
    );
    const postId = rows[0]?.post_id;
    if (postId === undefined) throw new Error('the small seed has a post with one product');
    const saved = await t.db.query<Record<string, unknown>>('select * from products where post_id = $1', [
      postId,
    ]);
    const product = saved.rows[0]!;
    await t.db.query('delete from products where post_id = $1', [postId]);
    try {
      const { rows: left } = await t.db.query('select 1 from post_products_json where post_id = $1', [
        postId,
      ]);
      expect(left).toEqual([]);
      const body = await feedPost(postId);
      expect(body.ltks[0].productIds).toEqual([]);
      expect(await stale()).toEqual([]);
    } finally {
      await t.db.query(
        `insert into products (id, post_id, position, product_details_id, product_reference_id, matching)
         values ($1, $2, $3, $4, $5, $6)`,
        [
          product.id,
          product.post_id,
          product.position,
          product.product_details_id,
          product.product_reference_id,
          product.matching,
        ],
      );
    }
    expect(await stale()).toEqual([]);
  });
});
