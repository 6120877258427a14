import { ApiError } from '../../errors/api-error.js';
import { obj, ref, str } from '../../schemas/builders.js';
import type { TypedApp } from '../../schemas/typed-app.js';
import { verifyPassword } from '../password.js';
import { endOtherSessions } from '../sessions.js';
import { setUserPassword } from '../users.js';
import { assertPassword } from './account-validation.js';
import { accountRoute, authErrors, errorResponse, formOrJson, okSchema, ownAccount } from './schemas.js';

const password = str({ maxLength: 1024 });

/** `POST /api/users/me/password/` (form-encoded): `current_password` + `new_password`; ends the account's other sessions. */
export function registerChangePasswordRoute(app: TypedApp): void {
  app.post(
    '/api/users/me/password/',
    {
      ...accountRoute,
      schema: {
        operationId: 'changePassword',
        summary: "Change the caller's password",
        ...accountRoute.schema,
        consumes: formOrJson,
        body: obj(
          { current_password: password, old_password: password, new_password: password, password },
          [],
        ),
        response: { 200: ref(okSchema), 400: errorResponse, ...authErrors },
      },
    },
    async (request) => {
      const { auth, user } = await ownAccount(request);
      const db = request.server.db;
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
