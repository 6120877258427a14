import { randomUUID } from 'node:crypto';
import { ApiError } from '../../../errors/api-error.js';
import { requireUser } from '../../../identity/verify.js';
import { obj, str, ref } from '../../../schemas/builders.js';
import { userIdOf } from '../user-context.js';
import { security, userErrorResponses, wishSchema } from '../user-schemas.js';
import { ensureDefaultCollection, toWish, WISH_SELECT, type WishRow } from './wish-rows.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

/** POST /v2/wishes/: body `{ ltk_product_id, wish_collection_id? }`; answers `{ wish }` (wishing twice keeps the first). */
export function createWish(app: TypedApp): void {
  app.post(
    '/v2/wishes/',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'createWish',
        summary: "Save a product to the caller's wishes",
        tags: ['wishes'],
        security,
        body: obj(
          {
            ltk_product_id: str({ minLength: 1, maxLength: 64 }),
            wish_collection_id: str({ format: 'uuid' }),
          },
          ['ltk_product_id'],
        ),
        response: { 200: obj({ wish: ref(wishSchema) }), ...userErrorResponses },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const { ltk_product_id, wish_collection_id } = request.body;
      const wish = await app.db.transaction(async (tx) => {
        const product = await tx.query('select 1 from products where id = $1', [ltk_product_id]);
        if (product.rows.length === 0)
          throw new ApiError(404, 'product_not_found', `Unknown ltk product ${ltk_product_id}`);
        let collectionId: string;
        if (wish_collection_id) {
          const own = await tx.query('select 1 from wish_collections where id = $1 and user_id = $2', [
            wish_collection_id,
            userId,
          ]);
          if (own.rows.length === 0)
            throw new ApiError(404, 'not_found', `wish collection ${wish_collection_id} not found`);
          collectionId = wish_collection_id;
        } else {
          collectionId = await ensureDefaultCollection(tx, userId);
        }
        await tx.query(
          'insert into wishes (id, user_id, collection_id, ltk_product_id) values ($1, $2, $3, $4) on conflict (user_id, ltk_product_id) do nothing',
          [randomUUID(), userId, collectionId, ltk_product_id],
        );
        await tx.query('update wish_collections set updated_at = now() where id = $1', [collectionId]);
        const { rows } = await tx.query<WishRow>(
          `${WISH_SELECT} where w.user_id = $1 and w.ltk_product_id = $2`,
          [userId, ltk_product_id],
        );
        return rows[0];
      });
      if (!wish) throw new ApiError(500, 'internal_error', 'wish not stored');
      return { wish: toWish(wish) };
    },
  );
}
