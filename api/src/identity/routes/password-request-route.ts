import { limitPerIp, rateLimiterFor } from '../../lib/rate-limiter.js';
import { randomBytes, randomUUID } from 'node:crypto';
import { hashToken } from '../password-tokens.js';
import { findUserByEmail } from '../users.js';
import { assertEmail } from './account-validation.js';
import { obj, ref, str } from '../../schemas/builders.js';
import type { TypedApp } from '../../schemas/typed-app.js';
import { errorResponse, formOrJson, okSchema } from './schemas.js';

const RESET_TTL_SECONDS = 3600;

/**
 * `POST /api/password/request/ltk/` (form-encoded `email`): records a reset request. The answer is the same whether
 * or not the account exists. Only the token's hash is stored; the token itself would go to the user by mail (there is
 * no mail service here) and is never logged.
 */
export function registerPasswordRequestRoute(app: TypedApp): void {
  app.post(
    '/api/password/request/ltk/',
    {
      preHandler: limitPerIp(rateLimiterFor(app, 'passwordRequest'), 'password reset requests'),
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Email a password reset link',
        security: [],
        tags: ['auth'],
        consumes: formOrJson,
        body: obj({ email: str({ maxLength: 320 }) }),
        response: { 200: ref(okSchema), 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const email = assertEmail(request.body.email);
      const db = request.server.db;
      const user = await findUserByEmail(db, email);
      if (user) {
        const token = randomBytes(24).toString('base64url');
        await db.query(
          'insert into password_reset_requests (id, user_id, token_hash, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))',
          [randomUUID(), user.id, hashToken(token), RESET_TTL_SECONDS],
        );
        request.log.info({ userId: user.id }, 'password reset requested');
      }
      return { status: 'ok', message: 'If an account exists for this email, a reset link has been sent.' };
    },
  );
}
