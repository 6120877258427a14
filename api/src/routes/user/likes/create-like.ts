import { ApiError } from '../../../errors/api-error.js';
import { requireUser } from '../../../identity/verify.js';
import { obj, str, ref, strEnum } from '../../../schemas/builders.js';
import { likeSchema, security, userErrorResponses } from '../user-schemas.js';
import { isoOf, userIdOf } from '../user-context.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

/** POST /v2/likes/: body `{ like_type: 'CLICK', network: 'LTK', ltk_id }`; answers `{ like }` (liking twice keeps the first). */
export function createLike(app: TypedApp): void {
  app.post(
    '/v2/likes/',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'createLike',
        summary: 'Like a post',
        tags: ['likes'],
        security,
        body: obj(
          {
            ltk_id: str({ minLength: 1, maxLength: 64 }),
            like_type: strEnum(['CLICK'], { default: 'CLICK' }),
            network: strEnum(['LTK'], { default: 'LTK' }),
          },
          ['ltk_id'],
        ),
        response: { 200: obj({ like: ref(likeSchema) }), ...userErrorResponses },
      },
    },
    async (request) => {
      const { ltk_id, like_type = 'CLICK', network = 'LTK' } = request.body;
      const userId = userIdOf(request);
      const row = await request.server.db.transaction(async (tx) => {
        const post = await tx.query("select 1 from posts where id = $1 and status = 'published'", [ltk_id]);
        if (post.rows.length === 0) throw new ApiError(404, 'ltk_not_found', `Unknown ltk ${ltk_id}`);
        await tx.query(
          'insert into likes (user_id, ltk_id, like_type, network) values ($1, $2, $3, $4) on conflict (user_id, ltk_id) do nothing',
          [userId, ltk_id, like_type, network],
        );
        const { rows } = await tx.query<{ created_at: Date }>(
          'select created_at from likes where user_id = $1 and ltk_id = $2',
          [userId, ltk_id],
        );
        return rows[0];
      });
      return { like: { ltkId: ltk_id, dateLiked: isoOf(row?.created_at ?? new Date()) } };
    },
  );
}
