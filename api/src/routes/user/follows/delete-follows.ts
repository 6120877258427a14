import { badRequest } from '../../../errors/api-error.js';
import { requireUser } from '../../../identity/verify.js';
import { batchParam } from '../../../lib/list-param.js';
import { arr, listQuery, obj, str } from '../../../schemas/builders.js';
import { security, userErrorResponses } from '../user-schemas.js';
import { userIdOf } from '../user-context.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

/** DELETE /v2/follows/?profile_ids=… (batch 36): unfollows; answers the profile ids that were followed. */
export function deleteFollows(app: TypedApp): void {
  app.delete(
    '/v2/follows/',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'deleteFollows',
        summary: 'Unfollow creators',
        tags: ['follows'],
        security,
        querystring: obj({ profile_ids: listQuery('Creators to unfollow (batch 36)') }),
        response: { 200: obj({ deletedProfileIds: arr(str()) }), ...userErrorResponses },
      },
    },
    async (request) => {
      const profileIds = batchParam('profile_ids', request.query.profile_ids, 36);
      if (profileIds.length === 0) throw badRequest('profile_ids: at least one value is required');
      const { rows } = await request.server.db.query<{ profile_id: string }>(
        'delete from follows where user_id = $1 and profile_id = any($2::text[]) returning profile_id',
        [userIdOf(request), profileIds],
      );
      return { deletedProfileIds: rows.map((row) => row.profile_id) };
    },
  );
}
