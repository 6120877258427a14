import { searchPosts } from '../../src/catalog/search-catalog.js';
import type { CatalogContext } from '../../src/catalog/context.js';
import { catalogContext } from '../../src/routes/context.js';
import { createTestApp } from '../../src/testing/create-test-app.js';
import type { TestApp } from '../../src/testing/create-test-app.js';

let t: TestApp;
let ctx: CatalogContext;
beforeAll(async () => {
  t = await createTestApp();
  ctx = catalogContext(t.app);
});
afterAll(() => t.close());

/** A post's first `count` products as the database has them: id, details name, details id, by position. */
async function firstProducts(postId: string, count: number) {
  const { rows } = await t.db.query<{ id: string; name: string; details_id: string }>(
    `select pr.id, d.name, d.id as details_id from products pr join product_details d on d.id = pr.product_details_id
      where pr.post_id = $1 and pr.position < $2 order by pr.position`,
    [postId, count],
  );
  return rows.map((r) => ({ objectId: r.id, query: r.name, detailsId: r.details_id }));
}

const childrenOf = (hit: { children: { objectId: string; query: string; imageLink: string }[] }) =>
  hit.children.map((c) => ({
    objectId: c.objectId,
    query: c.query,
    detailsId: decodeURIComponent(
      c.imageLink
        .split('/')
        .pop()!
        .replace(/\.jpg$/, ''),
    ),
  }));

describe("post hits' children (a post's first products)", () => {
  test("are the post's first products by position, for the count asked, and follow a product's new name", async () => {
    for (const count of [3, 1, 3]) {
      const page = await searchPosts(ctx, { query: 'bag', page: 0, limit: 10, childrenCount: count });
      expect(page.hits.length).toBeGreaterThan(0);
      for (const hit of page.hits) expect(childrenOf(hit)).toEqual(await firstProducts(hit.id, count));
    }
    const page = await searchPosts(ctx, { query: 'bag', page: 0, limit: 10, childrenCount: 3 });
    const hit = page.hits.find((h) => h.children.length > 0)!;
    const [child] = childrenOf(hit);
    await t.db.query('update product_details set name = $1 where id = $2', [
      `${child!.query} (renamed)`,
      child!.detailsId,
    ]);
    try {
      const again = await searchPosts(ctx, { query: 'bag', page: 0, limit: 10, childrenCount: 3 });
      expect(childrenOf(again.hits.find((h) => h.id === hit.id)!)[0]!.query).toBe(
        `${child!.query} (renamed)`,
      );
    } finally {
      await t.db.query('update product_details set name = $1 where id = $2', [
        child!.query,
        child!.detailsId,
      ]);
    }
  });
});
