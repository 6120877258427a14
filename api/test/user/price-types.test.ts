import type { TestApp } from '../../src/testing/create-test-app.js';
import { bearer, createIdentityTestApp, loginTokens } from './identity-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createIdentityTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form response bodies

test('variant prices are numbers in cart includes, equal to the retailer product variant; subtotal stays a USD string', async () => {
  const tokens = await loginTokens(t.app, 'demo@shopltk.test', 'demo-password');
  const carts = (
    await t.app.inject({
      method: 'GET',
      url: '/v1/carts?includes=retailer_product_variants',
      headers: bearer(tokens.access_token),
    })
  ).json();
  const variants = carts.retailerProductVariants as Json[];
  expect(variants.length).toBeGreaterThan(0);
  for (const cart of carts.carts as Json[]) expect(cart.subtotal).toMatch(/^\d+\.\d{2}$/);
  for (const variant of variants) {
    expect(typeof variant.price).toBe('number');
    expect(variant.salePrice === null || typeof variant.salePrice === 'number').toBe(true);
    const product = (
      await t.app.inject({
        method: 'GET',
        url: `/v3/consumer_retailer_products/${variant.retailerProductId}`,
      })
    ).json().retailerProduct;
    const same = (product.variants as Json[]).find((v) => v.id === variant.id)!;
    expect({ price: variant.price, salePrice: variant.salePrice }).toEqual({
      price: same.price,
      salePrice: same.salePrice,
    });
  }
});
