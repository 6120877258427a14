import { queryBundleRows, bundleSelect } from '../../src/catalog/load-post-bundle.js';
import type { BundleRow } from '../../src/catalog/load-post-bundle.js';
import type { Queryable } from '../../src/db/db.js';
import { createTestApp } from '../../src/testing/create-test-app.js';
import type { TestApp } from '../../src/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The test database, counting the statements that go through it (one object for the whole file: its memo's key). */
const statements: string[] = [];
let counting: Queryable;
beforeAll(() => {
  counting = {
    query: (sql, params, options) => {
      statements.push(sql);
      return t.db.query(sql, params, options);
    },
    exec: (sql) => t.db.exec(sql),
  };
});

const INCLUDES = new Set(['products']);

async function readPosts(ids: string[]): Promise<BundleRow[]> {
  statements.length = 0;
  return queryBundleRows<BundleRow>(
    { db: counting, config: t.config },
    `${bundleSelect(INCLUDES)} where p.id = any($1::text[]) order by p.id`,
    [ids],
  );
}

const versionOf = async (postId: string): Promise<number> =>
  (
    await t.db.query<{ version: number }>(
      'select version::float8 as version from post_products_json where post_id = $1',
      [postId],
    )
  ).rows[0]!.version;

describe("a post's products array, held by version (attachProducts)", () => {
  test('is read once, then taken from what is held while its version stands; a write gives a new version and a new read', async () => {
    const { rows } = await t.db.query<{ post_id: string }>(
      'select post_id from post_products_json order by post_id limit 3',
    );
    const ids = rows.map((r) => r.post_id);

    const first = await readPosts(ids);
    expect(statements).toHaveLength(3); // the page, then the columns and the arrays it lacked
    expect(first.every((row) => typeof row.products === 'string' && row.products.startsWith('[['))).toBe(
      true,
    );

    const again = await readPosts(ids);
    expect(statements).toHaveLength(1);
    expect(again.map((row) => row.products)).toEqual(first.map((row) => row.products));

    const [changed] = ids;
    const before = await versionOf(changed!);
    const { rows: product } = await t.db.query<{ product_details_id: string; price_cents: number }>(
      `select d.id as product_details_id, d.price_cents from products pr join product_details d on d.id = pr.product_details_id
        where pr.post_id = $1 order by pr.position limit 1`,
      [changed],
    );
    const { product_details_id: detailsId, price_cents: price } = product[0]!;
    try {
      await t.db.query('update product_details set price_cents = $1 where id = $2', [price + 1, detailsId]);
      expect(await versionOf(changed!)).toBeGreaterThan(before);
      const after = await readPosts(ids);
      expect(statements).toHaveLength(2);
      expect(statements[1]).toContain('post_products_json');
      const tuples = JSON.parse(after[0]!.products!) as unknown[][];
      expect(tuples[0]![9]).toBe(price + 1);
      expect(after.slice(1).map((row) => row.products)).toEqual(first.slice(1).map((row) => row.products));
    } finally {
      await t.db.query('update product_details set price_cents = $1 where id = $2', [price, detailsId]);
    }
  });

  test('a post without products gets null, and no read for it', async () => {
    const { rows } = await t.db.query<Record<string, unknown>>(
      'select * from products where post_id = (select post_id from products group by post_id having count(*) = 1 limit 1)',
    );
    const product = rows[0]!;
    const postId = product.post_id as string;
    await readPosts([postId]); // held at its version
    await t.db.query('delete from products where post_id = $1', [postId]);
    try {
      const [row] = await readPosts([postId]);
      expect(row!.products_version).toBeNull();
      expect(row!.products).toBeNull();
      expect(statements).toHaveLength(1);
    } finally {
      const columns = Object.keys(product);
      await t.db.query(
        `insert into products (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        Object.values(product),
      );
    }
  });
});
