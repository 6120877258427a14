import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../errors/api-error.js';
import { requireUser } from '../../../identity/verify.js';
import { obj } from '../../../schemas/builders.js';
import { ctxOf, userIdOf } from '../user-context.js';
import { cartSchema, idParams, security, userErrorResponses } from '../user-schemas.js';
import { cartIncludesQuery, cartsViewProperties, cartsViewSchema, loadCartsView } from './cart-view.js';

type IncludesQuery = { includes?: string[] };

/** GET /v1/carts (includes catalog_retailer_products, product_details, retailer_product_variants, retailers) and GET /v1/carts/{cartId}. */
export function getCarts(app: FastifyInstance): void {
  app.get<{ Querystring: IncludesQuery }>(
    '/v1/carts',
    {
      preHandler: requireUser,
      schema: {
        tags: ['carts'],
        security,
        querystring: obj({ includes: cartIncludesQuery }, []),
        response: { 200: cartsViewSchema, ...userErrorResponses },
      },
    },
    async (request) => loadCartsView(ctxOf(app), userIdOf(request), null, request.query.includes),
  );

  app.get<{ Params: { cartId: string }; Querystring: IncludesQuery }>(
    '/v1/carts/:cartId',
    {
      preHandler: requireUser,
      schema: {
        tags: ['carts'],
        security,
        params: idParams('cartId'),
        querystring: obj({ includes: cartIncludesQuery }, []),
        response: {
          200: obj({ cart: cartSchema, ...cartsViewProperties }, ['cart', 'carts', 'cartItems']),
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
