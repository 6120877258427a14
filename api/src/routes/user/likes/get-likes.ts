import { requireUser } from '../../../identity/verify.js';
import { batchParam } from '../../../lib/list-param.js';
import { serviceUrl } from '../../../lib/urls.js';
import { arr, limitQuery, listQuery, obj, str, ref } from '../../../schemas/builders.js';
import { cursorMetaSchema, likeSchema, security, userErrorResponses } from '../user-schemas.js';
import { isoOf, userIdOf } from '../user-context.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

/** GET /v2/likes/: the caller's likes, newest first (limit 30, `before_datetime` paging); `ltk_ids` asks about given posts. */
export function getLikes(app: TypedApp): void {
  const path = '/v2/likes/';
  app.get(
    path,
    {
      preHandler: requireUser,
      schema: {
        operationId: 'getLikes',
        summary: "The caller's likes, newest first",
        tags: ['likes'],
        security,
        querystring: obj(
          {
            ltk_ids: listQuery('Only these posts (batch 36)'),
            limit: limitQuery(30),
            before_datetime: str({
              format: 'date-time',
              description: 'Likes made before this instant (meta.next)',
            }),
            link_types: listQuery('Accepted: LTK_WEB'),
          },
          [],
        ),
        response: {
          200: obj({ likes: arr(ref(likeSchema)), meta: ref(cursorMetaSchema) }),
          ...userErrorResponses,
        },
      },
    },
    async (request) => {
      const { limit, before_datetime } = request.query;
      const ltkIds = batchParam('ltk_ids', request.query.ltk_ids, 36);
      const params: unknown[] = [userIdOf(request)];
      const where = ['user_id = $1'];
      if (ltkIds.length > 0) {
        params.push(ltkIds);
        where.push(`ltk_id = any($${params.length}::text[])`);
      }
      if (before_datetime) {
        params.push(before_datetime);
        where.push(`created_at < $${params.length}::timestamptz`);
      }
      params.push(limit + 1);
      // the cursor keeps the stored microseconds: cut to dateLiked's milliseconds, the next page would skip the likes
      // made earlier in the same millisecond as the page's last one
      const { rows } = await request.server.db.query<{ ltk_id: string; created_at: Date; cursor: string }>(
        `select ltk_id, created_at, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor
           from likes where ${where.join(' and ')} order by created_at desc, id desc limit $${params.length}`,
        params,
      );
      const page = rows.slice(0, limit);
      const likes = page.map((row) => ({ ltkId: row.ltk_id, dateLiked: isoOf(row.created_at) }));
      const last = page[page.length - 1];
      const next = rows.length > limit && last ? last.cursor : null;
      return {
        likes,
        meta: {
          next,
          cursor: next,
          nextUrl: next
            ? serviceUrl(app.config, path, { ...request.query, ltk_ids: ltkIds, before_datetime: next })
            : null,
          limit,
        },
      };
    },
  );
}
