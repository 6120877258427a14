import { limitPerIp, RateLimiter } from '../../lib/rate-limiter.js';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/api-error.js';
import { issuePasswordTokens, PASSWORD_REFRESH_TTL } from '../password-tokens.js';
import { assertSameSiteCaller, sendRefreshAsCookie } from '../refresh-cookie.js';
import type { IdentitySettings } from '../settings.js';
import { createUser } from '../users.js';
import { assertEmail, assertPassword } from './account-validation.js';
import { errorSchema, tokenResponseSchema } from './schemas.js';

type SignupBody = { email?: string; password?: string; name?: string; full_name?: string };

/** `POST /api/signup/ltk/` (form-encoded): creates a shopper account and logs it in (201 + tokens). */
export function registerSignupRoute(app: FastifyInstance, settings: IdentitySettings): void {
  app.post<{ Body: SignupBody }>(
    '/api/signup/ltk/',
    {
      preHandler: limitPerIp(new RateLimiter(app.config.rateLimits.signup), 'sign-ups'),
      schema: {
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: {
          type: 'object',
          properties: {
            email: { type: 'string', maxLength: 320 },
            password: { type: 'string', maxLength: 1024 },
            name: { type: 'string', maxLength: 200 },
            full_name: { type: 'string', maxLength: 200 },
          },
          required: ['email', 'password'],
        },
        response: { 201: tokenResponseSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      assertSameSiteCaller(request, request.server.config);
      const email = assertEmail(request.body.email);
      const password = assertPassword(request.body.password);
      const db = request.server.db;
      const user = await createUser(db, {
        email,
        password,
        fullName: request.body.full_name ?? request.body.name ?? '',
      });
      if (!user) throw new ApiError(409, 'email_taken', 'An account with this email already exists');
      const tokens = await issuePasswordTokens(db, settings, user, null);
      return reply.status(201).send(sendRefreshAsCookie(request, reply, tokens, PASSWORD_REFRESH_TTL));
    },
  );
}
