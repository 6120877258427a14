import { badRequest } from '../../../errors/api-error.js';
import { requireUser } from '../../../identity/verify.js';
import { batchParam } from '../../../lib/list-param.js';
import { arr, listQuery, obj, str } from '../../../schemas/builders.js';
import { security, userErrorResponses } from '../user-schemas.js';
import { userIdOf } from '../user-context.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

/** DELETE /v2/likes/?ltk_ids=… (batch 36): removes the caller's likes; answers the post ids that were liked. */
export function deleteLikes(app: TypedApp): void {
  app.delete(
    '/v2/likes/',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'deleteLikes',
        summary: 'Unlike posts',
        tags: ['likes'],
        security,
        querystring: obj({ ltk_ids: listQuery('Posts to unlike (batch 36)') }),
        response: { 200: obj({ deletedLtkIds: arr(str()) }), ...userErrorResponses },
      },
    },
    async (request) => {
      const ltkIds = batchParam('ltk_ids', request.query.ltk_ids, 36);
      if (ltkIds.length === 0) throw badRequest('ltk_ids: at least one value is required');
      const { rows } = await request.server.db.query<{ ltk_id: string }>(
        'delete from likes where user_id = $1 and ltk_id = any($2::text[]) returning ltk_id',
        [userIdOf(request), ltkIds],
      );
      return { deletedLtkIds: rows.map((row) => row.ltk_id) };
    },
  );
}
