import { ApiError } from '../../../errors/api-error.js';
import { requireUser } from '../../../identity/verify.js';
import { arr, obj, str, ref } from '../../../schemas/builders.js';
import { followSchema, security, userErrorResponses } from '../user-schemas.js';
import { userIdOf } from '../user-context.js';
import { toFollow } from './follow-rows.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

/** POST /v2/follows/: body `{ follows: [{ profile_id }] }` (up to 36); answers `{ follows }` (follows[0] is the first). */
export function createFollow(app: TypedApp): void {
  app.post(
    '/v2/follows/',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'createFollow',
        summary: 'Follow a creator',
        tags: ['follows'],
        security,
        body: obj({
          follows: arr(obj({ profile_id: str({ minLength: 1, maxLength: 64 }) }), {
            minItems: 1,
            maxItems: 36,
          }),
        }),
        response: { 200: obj({ follows: arr(ref(followSchema)) }), ...userErrorResponses },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const profileIds = [...new Set(request.body.follows.map((f) => f.profile_id))];
      const follows = await request.server.db.transaction(async (tx) => {
        const known = await tx.query<{ id: string }>('select id from profiles where id = any($1::text[])', [
          profileIds,
        ]);
        const missing = profileIds.filter((id) => !known.rows.some((row) => row.id === id));
        if (missing.length > 0)
          throw new ApiError(404, 'profile_not_found', `Unknown profile ${missing.join(', ')}`);
        const out = [];
        for (const profileId of profileIds) {
          await tx.query(
            'insert into follows (user_id, profile_id) values ($1, $2) on conflict (user_id, profile_id) do nothing',
            [userId, profileId],
          );
          const { rows } = await tx.query<{ id: number; profile_id: string; created_at: Date }>(
            'select id, profile_id, created_at from follows where user_id = $1 and profile_id = $2',
            [userId, profileId],
          );
          if (rows[0]) out.push(toFollow(rows[0]));
        }
        return out;
      });
      return { follows };
    },
  );
}
