import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/api-error.js';
import { verifyPassword } from '../password.js';
import { endOtherSessions } from '../sessions.js';
import { findUserById, setUserPassword } from '../users.js';
import { currentUser, requireUser } from '../verify.js';
import { assertNotImpersonating, assertPassword } from './account-validation.js';
import { authErrors, errorSchema, okSchema } from './schemas.js';

type ChangePasswordBody = {
  current_password?: string;
  old_password?: string;
  new_password?: string;
  password?: string;
};

/** `POST /api/users/me/password/` (form-encoded): `current_password` + `new_password`; ends the account's other sessions. */
export function registerChangePasswordRoute(app: FastifyInstance): void {
  app.post<{ Body: ChangePasswordBody }>(
    '/api/users/me/password/',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: {
          type: 'object',
          properties: {
            current_password: { type: 'string', maxLength: 1024 },
            old_password: { type: 'string', maxLength: 1024 },
            new_password: { type: 'string', maxLength: 1024 },
            password: { type: 'string', maxLength: 1024 },
          },
        },
        response: { 200: okSchema, 400: errorSchema, ...authErrors },
      },
    },
    async (request) => {
      const auth = currentUser(request);
      assertNotImpersonating(auth.impersonatorId);
      const db = request.server.db;
      const user = await findUserById(db, auth.userId);
      if (!user) throw new ApiError(401, 'unauthorized', 'The account of this token no longer exists');
      const current = request.body.current_password ?? request.body.old_password ?? '';
      if (!(await verifyPassword(current, user.passwordHash)))
        throw new ApiError(400, 'invalid_password', 'The current password is wrong');
      await setUserPassword(db, user.id, assertPassword(request.body.new_password ?? request.body.password));
      // Whoever else holds a session of this account (a stolen token, another device) is logged out; the caller stays.
      await endOtherSessions(db, user.id, auth.sessionId);
      return { status: 'ok', message: 'Password changed' };
    },
  );
}
