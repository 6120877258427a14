import { notFound } from '../../../errors/api-error.js';
import { requireUser } from '../../../identity/verify.js';
import { obj, ref } from '../../../schemas/builders.js';
import { ctxOf, userIdOf } from '../user-context.js';
import { cartSchema, idParams, security, userErrorResponses } from '../user-schemas.js';
import { cartIncludesQuery, cartsViewProperties, cartsViewSchema, loadCartsView } from './cart-view.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

/** GET /v1/carts (includes catalog_retailer_products, product_details, retailer_product_variants, retailers) and GET /v1/carts/{cartId}. */
export function getCarts(app: TypedApp): void {
  app.get(
    '/v1/carts',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'getCarts',
        summary: "The caller's carts, one per retailer",
        tags: ['carts'],
        security,
        querystring: obj({ includes: cartIncludesQuery }, []),
        response: { 200: cartsViewSchema, ...userErrorResponses },
      },
    },
    async (request) => loadCartsView(ctxOf(app), userIdOf(request), null, request.query.includes),
  );

  app.get(
    '/v1/carts/:cartId',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'getCart',
        summary: "One of the caller's carts",
        tags: ['carts'],
        security,
        params: idParams('cartId'),
        querystring: obj({ includes: cartIncludesQuery }, []),
        response: {
          200: obj({ cart: ref(cartSchema), ...cartsViewProperties }, ['cart', 'carts', 'cartItems']),
          ...userErrorResponses,
        },
      },
    },
    async (request) => {
      const view = await loadCartsView(
        ctxOf(app),
        userIdOf(request),
        [request.params.cartId],
        request.query.includes,
      );
      const cart = view.carts[0];
      if (!cart) throw notFound('cart', request.params.cartId);
      return { cart, ...view };
    },
  );
}
