import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { optionalUser } from '../../identity/verify.js';
import { scheduleAnalyticsRetention } from './analytics-retention.js';
import { limitPerIp, rateLimiterFor } from '../../lib/rate-limiter.js';
import { badRequest } from '../../errors/api-error.js';
import { anyObj, arr, int, num, obj, str, ref, strEnum } from '../../schemas/builders.js';
import { errorSchema } from '../../schemas/errors.js';
import type { TypedApp } from '../../schemas/typed-app.js';

/** Largest accepted batch body (bytes) and record count. The sink sends at most one batch per 500 ms. */
const ANALYTICS_BODY_LIMIT = 262_144;
export const ANALYTICS_MAX_RECORDS = 500;

const UTM_KEYS = ['utm_campaign', 'utm_source', 'utm_medium', 'utm_term', 'utm_content'] as const;

const recordSchema = {
  ...obj(
    {
      kind: strEnum(['event', 'page-view']),
      name: str({ minLength: 1, maxLength: 300 }),
      // epoch milliseconds, 2000-01-01 .. 2100-01-01
      at: num({ minimum: 946_684_800_000, maximum: 4_102_444_800_000 }),
      userId: str({ maxLength: 200 }),
      tracking: {
        ...obj(Object.fromEntries(UTM_KEYS.map((key) => [key, str({ maxLength: 500 })])), []),
        additionalProperties: false,
      },
      properties: anyObj(),
    },
    ['kind', 'name', 'at', 'tracking'],
  ),
  additionalProperties: false,
};

const bodySchema = {
  ...obj({
    sampleRate: num({ minimum: 0, maximum: 100 }),
    records: arr(recordSchema, { minItems: 1, maxItems: ANALYTICS_MAX_RECORDS }),
  }),
  additionalProperties: false,
};

/** sendBeacon posts the JSON batch as text/plain (no CORS preflight); parse it before schema validation. */
async function parseTextBody(request: FastifyRequest): Promise<void> {
  if (typeof request.body !== 'string') return;
  try {
    request.body = JSON.parse(request.body) as unknown;
  } catch {
    throw badRequest('body is not valid JSON');
  }
}

/**
 * POST /analytics/events: the shell analytics sink's batches `{ sampleRate, records }` (JSON or text/plain),
 * one row per record in `analytics_events`. Anonymous allowed; a valid bearer token attaches the user.
 */
export async function postAnalyticsEvents(app: TypedApp): Promise<void> {
  scheduleAnalyticsRetention(app);
  app.post(
    '/analytics/events',
    {
      bodyLimit: ANALYTICS_BODY_LIMIT,
      preValidation: parseTextBody,
      preHandler: [
        optionalUser,
        // Signed-in senders are known; anonymous ingestion is limited per address.
        limitPerIp(
          rateLimiterFor(app, 'anonymousAnalytics'),
          'analytics batches',
          (request) => !request.user,
        ),
        // …and by bytes per hour, so one address cannot fill the disk at the batch limit.
        limitPerIp(
          rateLimiterFor(app, 'anonymousAnalyticsBytes'),
          'analytics bytes',
          (request) => !request.user,
          (request) =>
            Number(request.headers['content-length']) || Buffer.byteLength(JSON.stringify(request.body)),
        ),
      ],
      schema: {
        operationId: 'postAnalyticsEvents',
        tags: ['analytics'],
        summary: `Analytics batch from the shell sink (JSON or text/plain; at most ${ANALYTICS_MAX_RECORDS} records, ${ANALYTICS_BODY_LIMIT} bytes)`,
        consumes: ['application/json', 'text/plain'],
        security: [{}, { bearer: [] }],
        body: bodySchema,
        response: {
          202: obj({ accepted: int() }),
          400: ref(errorSchema),
          403: { type: 'object', additionalProperties: true },
          413: ref(errorSchema),
          415: ref(errorSchema),
          429: ref(errorSchema),
        },
      },
    },
    async (request, reply) => {
      const { sampleRate, records } = request.body;
      const rows = records.map((record) => ({
        kind: record.kind,
        name: record.name,
        at: record.at,
        reportedUserId: record.userId ?? null,
        tracking: record.tracking,
        properties: record.properties ?? {},
      }));
      await app.db.query(
        `insert into analytics_events (batch_id, user_id, reported_user_id, kind, name, occurred_at, sample_rate, tracking, properties)
         select $1::uuid, $2, r->>'reportedUserId', r->>'kind', r->>'name', to_timestamp((r->>'at')::double precision / 1000), $3,
           r->'tracking', r->'properties'
         from jsonb_array_elements($4::jsonb) as r`,
        [crypto.randomUUID(), request.user?.userId ?? null, sampleRate, JSON.stringify(rows)],
      );
      return reply.status(202).send({ accepted: rows.length });
    },
  );
}
