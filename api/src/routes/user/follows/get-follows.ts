import { requireUser } from '../../../identity/verify.js';
import { batchParam, listParam } from '../../../lib/list-param.js';
import { serviceUrl } from '../../../lib/urls.js';
import { arr, int, limitQuery, listQuery, obj, ref } from '../../../schemas/builders.js';
import { cursorMetaSchema, followSchema, security, userErrorResponses } from '../user-schemas.js';
import { userIdOf } from '../user-context.js';
import { toFollow } from './follow-rows.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

/** GET /v2/follows/: the caller's follows, newest first; `profile_ids` (batch 36) asks about given creators. */
export function getFollows(app: TypedApp): void {
  const path = '/v2/follows/';
  app.get(
    path,
    {
      preHandler: requireUser,
      schema: {
        operationId: 'getFollows',
        summary: "The caller's follows",
        tags: ['follows'],
        security,
        querystring: obj(
          {
            profile_ids: listQuery('Only these creators (batch 36)'),
            before_id: int({ minimum: 1, description: 'Follows older than this follow id' }),
            after_id: int({ minimum: 1, description: 'Follows newer than this follow id' }),
            excludes: listQuery('Creator ids to leave out'),
            limit: limitQuery(30),
          },
          [],
        ),
        response: {
          200: obj({ follows: arr(ref(followSchema)), meta: ref(cursorMetaSchema) }),
          ...userErrorResponses,
        },
      },
    },
    async (request) => {
      const { before_id, after_id, limit } = request.query;
      const profileIds = batchParam('profile_ids', request.query.profile_ids, 36);
      const excludes = listParam(request.query.excludes);
      const params: unknown[] = [userIdOf(request)];
      const where = ['user_id = $1'];
      if (profileIds.length > 0) {
        params.push(profileIds);
        where.push(`profile_id = any($${params.length}::text[])`);
      }
      if (excludes.length > 0) {
        params.push(excludes);
        where.push(`not (profile_id = any($${params.length}::text[]))`);
      }
      if (before_id !== undefined) {
        params.push(before_id);
        where.push(`id < $${params.length}`);
      }
      if (after_id !== undefined) {
        params.push(after_id);
        where.push(`id > $${params.length}`);
      }
      params.push(limit + 1);
      const { rows } = await request.server.db.query<{ id: number; profile_id: string; created_at: Date }>(
        `select id, profile_id, created_at from follows where ${where.join(' and ')} order by id desc limit $${params.length}`,
        params,
      );
      const follows = rows.slice(0, limit).map(toFollow);
      const last = follows[follows.length - 1];
      const next = rows.length > limit && last ? last.id : null;
      return {
        follows,
        meta: {
          next,
          cursor: next,
          nextUrl: next
            ? serviceUrl(app.config, path, {
                ...request.query,
                profile_ids: profileIds,
                excludes,
                before_id: next,
                after_id: undefined,
              })
            : null,
          limit,
        },
      };
    },
  );
}
