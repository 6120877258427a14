import { badRequest } from '../../../errors/api-error.js';
import { requireUser } from '../../../identity/verify.js';
import { batchParam } from '../../../lib/list-param.js';
import { arr, listQuery, obj, str } from '../../../schemas/builders.js';
import { userIdOf } from '../user-context.js';
import { security, userErrorResponses } from '../user-schemas.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

/** DELETE /v1/cart_items?ids=…: removes the caller's items; a cart left empty is deleted too. */
export function deleteCartItems(app: TypedApp): void {
  app.delete(
    '/v1/cart_items',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'deleteCartItems',
        summary: 'Remove cart lines',
        tags: ['carts'],
        security,
        querystring: obj({ ids: listQuery('Cart item ids (up to 36)') }),
        response: { 200: obj({ deletedIds: arr(str()), deletedCartIds: arr(str()) }), ...userErrorResponses },
      },
    },
    async (request) => {
      const ids = batchParam('ids', request.query.ids, 36);
      if (ids.length === 0) throw badRequest('ids: at least one value is required');
      const userId = userIdOf(request);
      return app.db.transaction(async (tx) => {
        const deleted = await tx.query<{ id: string; cart_id: string }>(
          'delete from cart_items where user_id = $1 and id::text = any($2::text[]) returning id, cart_id',
          [userId, ids],
        );
        const touched = [...new Set(deleted.rows.map((row) => row.cart_id))];
        const emptied = await tx.query<{ id: string }>(
          `delete from carts c where c.user_id = $1 and c.id = any($2::uuid[]) and not exists (select 1 from cart_items ci where ci.cart_id = c.id) returning id`,
          [userId, touched],
        );
        await tx.query('update carts set updated_at = now() where user_id = $1 and id = any($2::uuid[])', [
          userId,
          touched,
        ]);
        return {
          deletedIds: deleted.rows.map((row) => row.id),
          deletedCartIds: emptied.rows.map((row) => row.id),
        };
      });
    },
  );
}
