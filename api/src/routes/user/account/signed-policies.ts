import type { Queryable } from '../../../db/db.js';
import { assertNotImpersonating } from '../../../identity/routes/account-validation.js';
import { currentUser, requireUser } from '../../../identity/verify.js';
import { bool, component, obj, ref } from '../../../schemas/builders.js';
import { userIdOf } from '../user-context.js';
import { security, userErrorResponses } from '../user-schemas.js';
import type { TypedApp } from '../../../schemas/typed-app.js';

type Policies = { cookie: boolean; privacy: boolean; tos: boolean };
const policiesSchema = component('SignedPolicies', obj({ cookie: bool(), privacy: bool(), tos: bool() }));
const response = obj({ signedPolicies: ref(policiesSchema) });

async function readPolicies(db: Queryable, userId: string): Promise<Policies> {
  const { rows } = await db.query<Policies>(
    'select cookie, privacy, tos from signed_policies where user_id = $1',
    [userId],
  );
  return rows[0] ?? { cookie: false, privacy: false, tos: false };
}

/** GET and PATCH /v2/signed_policies/: cookie, privacy, tos acceptance of the caller (all false until accepted). */
export function signedPolicies(app: TypedApp): void {
  app.get(
    '/v2/signed_policies/',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'getSignedPolicies',
        summary: 'The legal terms the caller accepted',
        tags: ['account'],
        security,
        response: { 200: response, ...userErrorResponses },
      },
    },
    async (request) => ({ signedPolicies: await readPolicies(app.db, userIdOf(request)) }),
  );

  app.patch(
    '/v2/signed_policies/',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'updateSignedPolicies',
        summary: 'Accept legal terms',
        tags: ['account'],
        security,
        body: { ...obj({ cookie: bool(), privacy: bool(), tos: bool() }, []), minProperties: 1 },
        response: { 200: response, ...userErrorResponses },
      },
    },
    async (request) => {
      // Accepting legal policies is the customer's own act: not in an impersonation session.
      assertNotImpersonating(currentUser(request).impersonatorId);
      const userId = userIdOf(request);
      const { cookie = null, privacy = null, tos = null } = request.body;
      const { rows } = await app.db.query<Policies>(
        `insert into signed_policies (user_id, cookie, privacy, tos) values ($1, coalesce($2, false), coalesce($3, false), coalesce($4, false))
         on conflict (user_id) do update set cookie = coalesce($2, signed_policies.cookie), privacy = coalesce($3, signed_policies.privacy),
           tos = coalesce($4, signed_policies.tos), updated_at = now()
         returning cookie, privacy, tos`,
        [userId, cookie, privacy, tos],
      );
      return { signedPolicies: rows[0] ?? (await readPolicies(app.db, userId)) };
    },
  );
}
