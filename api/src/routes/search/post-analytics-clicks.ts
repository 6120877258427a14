import { currentUser, requireUser } from '../../identity/verify.js';
import { bool, int, obj, str, ref } from '../../schemas/builders.js';
import { errorSchema } from '../../schemas/errors.js';
import type { TypedApp } from '../../schemas/typed-app.js';

const s = (max = 500) => str({ maxLength: max });

/** POST /v1/analytics/clicks (logged in only): records a search-result click for the caller. */
export async function postAnalyticsClicks(app: TypedApp): Promise<void> {
  app.post(
    '/v1/analytics/clicks',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'postAnalyticsClick',
        tags: ['search'],
        summary: 'Report a search result click (logged in)',
        security: [{ bearer: [] }],
        body: obj(
          {
            event: s(100),
            platform: s(50),
            version: s(50),
            search_string: s(),
            content_id: s(200),
            content_type: s(50),
            search_record_id: s(200),
            search_experience: s(100),
            root_referrer: s(1000),
            index: s(100),
            click_position: int({ minimum: 0, maximum: 100000 }),
            query_id: s(200),
            timestamp: s(50),
          },
          ['event'],
        ),
        response: {
          202: obj({ accepted: bool() }),
          400: ref(errorSchema),
          401: ref(errorSchema),
          403: { type: 'object', additionalProperties: true },
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      await app.db.query(
        'insert into search_clicks (user_id, event, content_id, content_type, search_string, payload) values ($1, $2, $3, $4, $5, $6::jsonb)',
        [
          user.userId,
          body.event,
          body.content_id ?? null,
          body.content_type ?? null,
          body.search_string ?? null,
          JSON.stringify(body),
        ],
      );
      return reply.status(202).send({ accepted: true });
    },
  );
}
