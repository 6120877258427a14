import { currentUser, requireUser } from '../../identity/verify.js';
import { arr, int, obj, str, ref } from '../../schemas/builders.js';
import { errorSchema } from '../../schemas/errors.js';
import type { TypedApp } from '../../schemas/typed-app.js';

type Row = { event: string; payload: Record<string, unknown>; created_at: Date };

/** GET /v1/analytics/clicks (logged in only): the caller's own recorded search clicks, newest first. */
export async function getAnalyticsClicks(app: TypedApp): Promise<void> {
  app.get(
    '/v1/analytics/clicks',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'getAnalyticsClicks',
        tags: ['search'],
        summary: "The caller's recorded search result clicks (logged in)",
        security: [{ bearer: [] }],
        querystring: obj({ limit: int({ minimum: 1, maximum: 100, default: 30 }) }, []),
        response: {
          200: obj({
            clicks: arr(
              obj({
                event: str(),
                createdAt: str(),
                payload: { type: 'object', additionalProperties: true },
              }),
            ),
          }),
          401: ref(errorSchema),
          403: { type: 'object', additionalProperties: true },
        },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<Row>(
        'select event, payload, created_at from search_clicks where user_id = $1 order by created_at desc, id desc limit $2',
        [currentUser(request).userId, request.query.limit ?? 30],
      );
      return {
        clicks: rows.map((row) => ({
          event: row.event,
          createdAt: new Date(row.created_at).toISOString(),
          payload: row.payload,
        })),
      };
    },
  );
}
