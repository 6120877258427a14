import { int, obj, str } from '../../schemas/builders.js';
import type { TypedApp } from '../../schemas/typed-app.js';
import { subjectOf, profileClaim } from '../claims.js';
import { findUserById } from '../users.js';
import { accountClaimsProperties, accountRoute, authErrors, tokenAccount } from './schemas.js';

/** `GET /userinfo/`: `{ sub, email, profile, account_id, publisher_id }` (+ `impersonator_id`). */
export function registerUserinfoRoute(app: TypedApp): void {
  app.get(
    '/userinfo/',
    {
      ...accountRoute,
      schema: {
        operationId: 'getUserInfo',
        summary: "The claims of the caller's account",
        ...accountRoute.schema,
        response: {
          200: obj(
            {
              ...accountClaimsProperties,
              account_id: int(),
              publisher_id: int(),
              impersonator_id: str(),
            },
            ['sub', 'email', 'profile', 'account_id', 'publisher_id'],
          ),
          ...authErrors,
        },
      },
    },
    async (request) => {
      const { auth, user } = await tokenAccount(request);
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
