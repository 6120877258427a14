import { createTestApp } from '../../src/testing/create-test-app.js';
import type { TestApp } from '../../src/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form response bodies

test('/v2/product_details/ carries the retailer URL as hyperlink, the same page a post product links to', async () => {
  const { rows } = await t.db.query<{ id: string; domain: string; product_id: string }>(
    `select d.id, r.domain, (select p.id from products p where p.product_details_id = d.id order by p.id limit 1) as product_id
     from product_details d join retailers r on r.id = d.retailer_id
     where exists (select 1 from products p where p.product_details_id = d.id) order by d.id limit 3`,
  );
  expect(rows.length).toBe(3);
  const res = await t.app.inject({
    method: 'GET',
    url: `/v2/product_details/?ids=${rows.map((r) => r.id).join(',')}`,
  });
  expect(res.statusCode).toBe(200);
  const details = res.json().productDetails as Json[];
  expect(details.map((d) => d.hyperlink)).toEqual(rows.map((r) => `https://${r.domain}/products/${r.id}`));

  const products = await t.app.inject({ method: 'GET', url: `/v2/products/?ids=${rows[0]!.product_id}` });
  const product = (products.json().products as Json[])[0]!;
  expect(product.hyperlink.split('?')[0]).toBe(details[0]!.hyperlink);
});

test('product details embedded in feeds carry hyperlink too (one schema)', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/v3/activities/posts/global/featured?limit=3&includes=product_details',
  });
  expect(res.statusCode).toBe(200);
  const details = res.json().data.productDetails as Json[];
  expect(details.length).toBeGreaterThan(0);
  for (const d of details) expect(d.hyperlink).toMatch(/^https:\/\/[^/]+\/products\/[^/?]+$/);
});
