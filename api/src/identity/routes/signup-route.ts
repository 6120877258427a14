import { limitPerIp, rateLimiterFor } from '../../lib/rate-limiter.js';
import { ApiError } from '../../errors/api-error.js';
import { issuePasswordTokens } from '../password-tokens.js';
import { assertSameSiteCaller, sendRefreshAsCookie } from '../refresh-cookie.js';
import type { IdentitySettings } from '../settings.js';
import { createUser } from '../users.js';
import { assertEmail, assertPassword } from './account-validation.js';
import { obj, ref, str } from '../../schemas/builders.js';
import type { TypedApp } from '../../schemas/typed-app.js';
import { errorResponse, formOrJson, tokenResponseSchema } from './schemas.js';

/** `POST /api/signup/ltk/` (form-encoded): creates a shopper account and logs it in (201 + tokens). */
export function registerSignupRoute(app: TypedApp, settings: IdentitySettings): void {
  app.post(
    '/api/signup/ltk/',
    {
      preHandler: limitPerIp(rateLimiterFor(app, 'signup'), 'sign-ups'),
      schema: {
        operationId: 'signup',
        summary: 'Create an account and sign in',
        security: [],
        tags: ['auth'],
        consumes: formOrJson,
        body: obj(
          {
            email: str({ maxLength: 320 }),
            password: str({ maxLength: 1024 }),
            name: str({ maxLength: 200 }),
            full_name: str({ maxLength: 200 }),
          },
          ['email', 'password'],
        ),
        response: {
          201: ref(tokenResponseSchema),
          400: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
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
      return reply.status(201).send(sendRefreshAsCookie(request, reply, tokens));
    },
  );
}
