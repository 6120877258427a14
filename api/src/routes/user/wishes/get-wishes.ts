import { notFound } from '../../../errors/api-error.js';
import { requireUser } from '../../../identity/verify.js';
import { obj, ref } from '../../../schemas/builders.js';
import { ctxOf, userIdOf } from '../user-context.js';
import { security, userErrorResponses, wishSchema } from '../user-schemas.js';
import { wishPage, wishPageQuerySchema, wishPageResponseSchema } from './wish-page.js';
import { toWish, WISH_SELECT, wishByIdRoute, type WishRow } from './wish-rows.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

/** GET /v2/wishes/ (cursor, limit 36, ltk_product_ids) and GET /v2/wishes/{id}: the caller's wishes only. */
export function getWishes(app: TypedApp): void {
  app.get(
    '/v2/wishes/',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'getWishes',
        summary: "The caller's wishes (saved products), newest first",
        tags: ['wishes'],
        security,
        querystring: wishPageQuerySchema(36),
        response: { 200: wishPageResponseSchema, ...userErrorResponses },
      },
    },
    async (request) =>
      wishPage(ctxOf(app), request, '/v2/wishes/', { where: 'w.user_id = $1', params: [userIdOf(request)] }),
  );

  app.get(
    '/v2/wishes/:id',
    wishByIdRoute(
      { operationId: 'getWish', summary: "One of the caller's wishes" },
      obj({ wish: ref(wishSchema) }),
    ),
    async (request) => {
      const { rows } = await app.db.query<WishRow>(
        `${WISH_SELECT} where w.user_id = $1 and w.id::text = $2`,
        [userIdOf(request), request.params.id],
      );
      const row = rows[0];
      if (!row) throw notFound('wish', request.params.id);
      return { wish: toWish(row) };
    },
  );
}
