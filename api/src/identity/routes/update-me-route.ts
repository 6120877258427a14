import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/api-error.js';
import { profileClaim, subjectOf } from '../claims.js';
import { findUserById } from '../users.js';
import { currentUser, requireUser } from '../verify.js';
import { assertEmail, assertNotImpersonating } from './account-validation.js';
import { authErrors, errorSchema, profileClaimSchema } from './schemas.js';

type UpdateMeBody = { email?: string; name?: string; full_name?: string };

/** `PUT /api/users/me/`: change email (when the provider allows it) or name. */
export function registerUpdateMeRoute(app: FastifyInstance): void {
  app.put<{ Body: UpdateMeBody }>(
    '/api/users/me/',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        body: {
          type: 'object',
          properties: {
            email: { type: 'string', maxLength: 320 },
            name: { type: 'string', maxLength: 200 },
            full_name: { type: 'string', maxLength: 200 },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              sub: { type: 'string' },
              email: { type: 'string' },
              name: { type: 'string' },
              profile: profileClaimSchema,
            },
            required: ['sub', 'email', 'name', 'profile'],
          },
          400: errorSchema,
          409: errorSchema,
          ...authErrors,
        },
      },
    },
    async (request) => {
      const auth = currentUser(request);
      assertNotImpersonating(auth.impersonatorId);
      const db = request.server.db;
      const user = await findUserById(db, auth.userId);
      if (!user) throw new ApiError(401, 'unauthorized', 'The account of this token no longer exists');
      const email = request.body.email === undefined ? user.email : assertEmail(request.body.email);
      if (email !== user.email && !profileClaim(user).authnCanChangeEmail) {
        throw new ApiError(400, 'email_change_not_allowed', 'This account cannot change its email');
      }
      const name = request.body.full_name ?? request.body.name ?? user.fullName;
      const updated = await db.transaction(async (tx) => {
        const taken = await tx.query('select 1 from users where lower(email) = lower($1) and id <> $2', [
          email,
          user.id,
        ]);
        if (taken.rows.length > 0) return null;
        await tx.query('update users set email = $2, full_name = $3, updated_at = now() where id = $1', [
          user.id,
          email,
          name,
        ]);
        return true;
      });
      if (!updated) throw new ApiError(409, 'email_taken', 'An account with this email already exists');
      return { sub: subjectOf(user), email, name, profile: profileClaim(user) };
    },
  );
}
