import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/db.js';
import { ApiError } from '../../../errors/api-error.js';
import { requireUser } from '../../../identity/verify.js';
import { component, obj, ref, str, strEnum } from '../../../schemas/builders.js';
import { currentUser } from '../../../identity/verify.js';
import { isoOf } from '../user-context.js';
import { security, userErrorResponses } from '../user-schemas.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

/**
 * Erasure: the user row (its follows, likes, wishes, carts, policies, settings and refresh tokens go with it by
 * cascade), the hosted-login sessions and grants of the account, and the analytics rows that name the user (no
 * foreign key: analytics outlive sessions). Their tokens then get 401 everywhere (rejectTokensOfErasedAccounts).
 */
async function eraseAccount(tx: Queryable, userId: string): Promise<void> {
  await tx.query('delete from search_clicks where user_id = $1', [userId]);
  await tx.query('delete from analytics_events where user_id = $1 or reported_user_id = $1', [userId]);
  // accountId is the user id, or the `provider|id` subject.
  await tx.query(
    "delete from oidc_payloads where payload->>'accountId' = $1 or payload->>'accountId' like '%|' || $1",
    [userId],
  );
  await tx.query('delete from users where id = $1', [userId]);
}

const dataRequestSchema = component(
  'DataRequest',
  obj({
    id: str(),
    requestType: strEnum(['access', 'erasure']),
    status: str(),
    dateCreated: str(),
  }),
);

/**
 * POST /v2/data_requests: `{ dataRequest: { requestType: 'access' | 'erasure' } }` -> 201. An access request is
 * recorded as pending; erasure deletes the account and all its data at once, analytics included (the request record
 * is kept).
 * Errors carry `user_message`.
 */
export function createDataRequest(app: TypedApp): void {
  app.post(
    '/v2/data_requests',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'createDataRequest',
        summary: "Request a copy or the erasure of the caller's data",
        tags: ['account'],
        security,
        body: obj({ dataRequest: obj({ requestType: strEnum(['access', 'erasure']) }) }),
        response: {
          201: obj({ dataRequest: ref(dataRequestSchema) }),
          ...userErrorResponses,
          409: userErrorResponses[400],
        },
      },
      // Validation errors here must carry a user_message too.
      errorHandler: (error, _request, reply) => {
        // Fastify's own client errors (a poisoned or malformed JSON body, a wrong content type) keep their 4xx.
        const clientStatus =
          typeof (error as { statusCode?: unknown }).statusCode === 'number' &&
          (error as { statusCode: number }).statusCode < 500
            ? (error as { statusCode: number }).statusCode
            : null;
        const status =
          error instanceof ApiError
            ? error.status
            : (error as { validation?: unknown }).validation
              ? 400
              : (clientStatus ?? 500);
        const code =
          error instanceof ApiError ? error.errorCode : status < 500 ? 'validation_error' : 'internal_error';
        // Any status of the error, not only those the route's schema lists.
        void (reply as FastifyReply).status(status).send({
          status,
          error_code: code,
          developer_message: status === 500 ? 'Internal server error' : error.message,
          user_message:
            error instanceof ApiError && error.userMessage
              ? error.userMessage
              : 'We could not submit your privacy request. Please try again later.',
        });
      },
    },
    async (request, reply) => {
      const auth = currentUser(request);
      if (auth.impersonatorId) {
        throw new ApiError(
          403,
          'impersonation_forbidden',
          'Data requests cannot be made in an impersonation session',
          'Privacy requests must be made by the account owner.',
        );
      }
      const type = request.body.dataRequest.requestType;
      const row = await app.db.transaction(async (tx) => {
        const pending = await tx.query(
          "select 1 from data_requests where user_id = $1 and request_type = 'access' and status = 'pending'",
          [auth.userId],
        );
        if (type === 'access' && pending.rows.length > 0) {
          throw new ApiError(
            409,
            'request_pending',
            'An access request is already pending',
            'You already have a data access request in progress.',
          );
        }
        const { rows } = await tx.query<{ id: string; created_at: Date }>(
          'insert into data_requests (id, user_id, request_type, status, completed_at) values ($1, $2, $3, $4, $5) returning id, created_at',
          [
            randomUUID(),
            auth.userId,
            type,
            type === 'erasure' ? 'completed' : 'pending',
            type === 'erasure' ? new Date().toISOString() : null,
          ],
        );
        if (type === 'erasure') await eraseAccount(tx, auth.userId);
        return rows[0];
      });
      return reply.status(201).send({
        dataRequest: {
          id: row?.id ?? '',
          requestType: type,
          status: type === 'erasure' ? 'completed' : 'pending',
          dateCreated: isoOf(row?.created_at ?? new Date()),
        },
      });
    },
  );
}
