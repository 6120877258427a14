import { ApiError } from '../../errors/api-error.js';
import { obj, str } from '../../schemas/builders.js';
import type { TypedApp } from '../../schemas/typed-app.js';
import { profileClaim, subjectOf } from '../claims.js';
import { assertEmail } from './account-validation.js';
import {
  accountClaimsProperties,
  accountRoute,
  authErrors,
  errorResponse,
  formOrJson,
  ownAccount,
} from './schemas.js';

/** `PUT /api/users/me/`: change email (when the provider allows it) or name. */
export function registerUpdateMeRoute(app: TypedApp): void {
  app.put(
    '/api/users/me/',
    {
      ...accountRoute,
      schema: {
        operationId: 'updateUser',
        summary: "Change the caller's email or name",
        ...accountRoute.schema,
        consumes: formOrJson,
        body: obj(
          {
            email: str({ maxLength: 320 }),
            name: str({ maxLength: 200 }),
            full_name: str({ maxLength: 200 }),
          },
          [],
        ),
        response: {
          200: obj(accountClaimsProperties),
          400: errorResponse,
          409: errorResponse,
          ...authErrors,
        },
      },
    },
    async (request) => {
      const { user } = await ownAccount(request);
      const db = request.server.db;
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
