import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/api-error.js';
import { profileClaim, subjectOf } from '../claims.js';
import { findUserById } from '../users.js';
import { currentUser, requireUser } from '../verify.js';
import { authErrors, profileClaimSchema } from './schemas.js';

/** `GET /userinfo/`: `{ sub, email, profile, account_id, publisher_id }` (+ `impersonator_id`). */
export function registerUserinfoRoute(app: FastifyInstance): void {
  app.get(
    '/userinfo/',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: {
          200: {
            type: 'object',
            properties: {
              sub: { type: 'string' },
              email: { type: 'string' },
              name: { type: 'string' },
              profile: profileClaimSchema,
              account_id: { type: 'integer' },
              publisher_id: { type: 'integer' },
              impersonator_id: { type: 'string' },
            },
            required: ['sub', 'email', 'profile', 'account_id', 'publisher_id'],
          },
          ...authErrors,
        },
      },
    },
    async (request) => {
      const auth = currentUser(request);
      const user = await findUserById(request.server.db, auth.userId);
      if (!user) throw new ApiError(401, 'unauthorized', 'The account of this token no longer exists');
      const impersonator = auth.impersonatorId
        ? await findUserById(request.server.db, auth.impersonatorId)
        : null;
      return {
        sub: subjectOf(user),
        email: user.email,
        name: user.fullName,
        profile: profileClaim(user),
        account_id: user.accountId,
        publisher_id: user.publisherId,
        ...(impersonator ? { impersonator_id: subjectOf(impersonator) } : {}),
      };
    },
  );
}
