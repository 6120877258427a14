import { badRequest } from '../../../errors/api-error.js';
import { requireUser } from '../../../identity/verify.js';
import { batchParam } from '../../../lib/list-param.js';
import { arr, listQuery, obj, str } from '../../../schemas/builders.js';
import { userIdOf } from '../user-context.js';
import { security, userErrorResponses } from '../user-schemas.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

/** DELETE /v1/carts?ids=…: deletes the caller's carts (and their items); others' ids are ignored. */
export function deleteCarts(app: TypedApp): void {
  app.delete(
    '/v1/carts',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'deleteCarts',
        summary: 'Delete carts',
        tags: ['carts'],
        security,
        querystring: obj({ ids: listQuery('Cart ids (up to 36)') }),
        response: { 200: obj({ deletedIds: arr(str()) }), ...userErrorResponses },
      },
    },
    async (request) => {
      const ids = batchParam('ids', request.query.ids, 36);
      if (ids.length === 0) throw badRequest('ids: at least one value is required');
      const { rows } = await app.db.query<{ id: string }>(
        'delete from carts where user_id = $1 and id::text = any($2::text[]) returning id',
        [userIdOf(request), ids],
      );
      return { deletedIds: rows.map((row) => row.id) };
    },
  );
}
