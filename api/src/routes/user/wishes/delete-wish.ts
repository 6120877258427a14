import { notFound } from '../../../errors/api-error.js';
import { obj, str } from '../../../schemas/builders.js';
import { userIdOf } from '../user-context.js';
import { wishByIdRoute } from './wish-rows.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

/** DELETE /v2/wishes/{id}: 404 unless the wish is the caller's. */
export function deleteWish(app: TypedApp): void {
  app.delete(
    '/v2/wishes/:id',
    wishByIdRoute(
      { operationId: 'deleteWish', summary: "Remove one of the caller's wishes" },
      obj({ deletedId: str() }),
    ),
    async (request) => {
      const { rows } = await app.db.query<{ id: string }>(
        'delete from wishes where user_id = $1 and id::text = $2 returning id',
        [userIdOf(request), request.params.id],
      );
      if (!rows[0]) throw notFound('wish', request.params.id);
      return { deletedId: rows[0].id };
    },
  );
}
