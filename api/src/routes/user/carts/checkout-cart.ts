import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/db.js';
import { notFound } from '../../../errors/api-error.js';
import { requireUser } from '../../../identity/verify.js';
import { arr, component, nullable, obj, ref, str } from '../../../schemas/builders.js';
import { userIdOf } from '../user-context.js';
import { idParams, security, userErrorResponses } from '../user-schemas.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

const checkoutSchema = component(
  'Checkout',
  obj({
    id: nullable(str()),
    cartId: str(),
    checkoutUrl: nullable(str()),
    invalidProducts: arr(str({ description: 'Variant id' })),
  }),
);
const checkoutResponse = obj({ checkout: ref(checkoutSchema) });

type Line = {
  variant_id: string;
  product_details_id: string;
  quantity: number;
  stock: number;
  price_cents: number;
  sale_price_cents: number | null;
  title: string;
};

/**
 * Checks the cart's lines against stock: variants out of stock (or short of the line's quantity) come back in
 * `invalidProducts` with no checkout URL; otherwise a checkout is recorded and its retailer page URL returned.
 */
async function checkout(db: Db, publicUrl: string, userId: string, cartId: string) {
  return db.transaction(async (tx) => {
    const cart = (
      await tx.query<{ id: string; retailer_id: string }>(
        'select id, retailer_id from carts where user_id = $1 and id::text = $2',
        [userId, cartId],
      )
    ).rows[0];
    if (!cart) throw notFound('cart', cartId);
    const lines = (
      await tx.query<Line>(
        `select ci.variant_id, ci.product_details_id, ci.quantity, v.stock, v.price_cents, v.sale_price_cents, d.name as title
         from cart_items ci join variants v on v.id = ci.variant_id join product_details d on d.id = ci.product_details_id
         where ci.cart_id = $1 order by ci.created_at, ci.id`,
        [cart.id],
      )
    ).rows;
    const invalidProducts = lines
      .filter((line) => line.stock <= 0 || line.quantity > line.stock)
      .map((line) => line.variant_id);
    if (lines.length === 0 || invalidProducts.length > 0)
      return { id: null, cartId: cart.id, checkoutUrl: null, invalidProducts };
    const items = lines.map((line) => ({
      variantId: line.variant_id,
      productDetailsId: line.product_details_id,
      title: line.title,
      quantity: line.quantity,
      unitPriceCents:
        line.sale_price_cents !== null && line.sale_price_cents < line.price_cents
          ? line.sale_price_cents
          : line.price_cents,
    }));
    const subtotal = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
    const id = randomUUID();
    await tx.query(
      'insert into checkouts (id, user_id, cart_id, retailer_id, items, subtotal_cents) values ($1, $2, $3, $4, $5, $6)',
      [id, userId, cart.id, cart.retailer_id, JSON.stringify(items), subtotal],
    );
    return {
      id,
      cartId: cart.id,
      checkoutUrl: `${publicUrl}/retailer-checkout/${id}`,
      invalidProducts: [] as string[],
    };
  });
}

/** POST /v2/carts/{cartId}/checkout and POST /v2/checkouts/ (body `{ cart_id }`) -> `{ checkout: { checkoutUrl, invalidProducts } }`. */
export function checkoutCart(app: TypedApp): void {
  app.post(
    '/v2/carts/:cartId/checkout',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'checkoutCart',
        summary: 'Check out one cart at its retailer',
        tags: ['carts'],
        security,
        params: idParams('cartId'),
        response: { 200: checkoutResponse, ...userErrorResponses },
      },
    },
    async (request) => ({
      checkout: await checkout(app.db, app.config.publicUrl, userIdOf(request), request.params.cartId),
    }),
  );

  app.post(
    '/v2/checkouts/',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'createCheckout',
        summary: 'Create a checkout for a cart',
        tags: ['carts'],
        security,
        body: obj({ cart_id: str({ minLength: 1, maxLength: 64 }) }),
        response: { 200: checkoutResponse, ...userErrorResponses },
      },
    },
    async (request) => ({
      checkout: await checkout(app.db, app.config.publicUrl, userIdOf(request), request.body.cart_id),
    }),
  );
}
