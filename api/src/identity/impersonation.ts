import type { FastifyReply, FastifyRequest } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Global `onSend` hook: every write (any method but GET, HEAD, OPTIONS) made with an impersonation session's token
 * is recorded in `impersonation_audit` with the staff member, the customer, the route and the answer's status, before
 * the answer leaves (a write acknowledged to staff is recorded). Refused and failed writes are recorded too.
 */
export async function recordImpersonatedWrite(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const user = request.user;
  if (!user?.impersonatorId || !user.sessionId || READS.has(request.method)) return payload;
  await request.server.db.query(
    `insert into impersonation_audit (session_id, impersonator_id, user_id, method, route, url, status)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      user.sessionId,
      user.impersonatorId,
      user.userId,
      request.method,
      request.routeOptions.url ?? '',
      request.url.slice(0, 2000),
      reply.statusCode,
    ],
  );
  return payload;
}
