import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../errors/api-error.js';
import { bool, component, int, obj, ref, str, strEnum } from '../../schemas/builders.js';
import { errorSchema } from '../../schemas/errors.js';
import { findUserById, type UserRecord } from '../users.js';
import { currentUser, requireUser } from '../verify.js';
import type { AuthUser } from '../verify.js';
import { assertNotImpersonating } from './account-validation.js';

/** Schemas and guards shared by the identity routes (TypeBox, as the other routes: validation, types and document). */

/** The bodies the identity endpoints take: form-encoded, as the clients send them, or JSON. */
export const formOrJson = ['application/x-www-form-urlencoded', 'application/json'];

const profileClaimSchema = component(
  'ProfileClaim',
  obj({ sigilUserId: str(), userCreatedAt: str(), authnProvider: str(), authnCanChangeEmail: bool() }),
);

/** Token and signup answers: the refresh token is never in them (it is the httpOnly cookie, refresh-cookie.ts). */
export const tokenResponseSchema = component(
  'TokenResponse',
  obj(
    {
      access_token: str(),
      id_token: str(),
      token_type: strEnum(['Bearer']),
      expires_in: int(),
      scope: str(),
    },
    ['access_token', 'id_token', 'token_type', 'expires_in'],
  ),
);

export const okSchema = component('StatusMessage', obj({ status: str(), message: str() }, ['status']));

/** The account's claims as GET /userinfo/ and PUT /api/users/me/ answer them. */
export const accountClaimsProperties = {
  sub: str(),
  email: str(),
  name: str(),
  profile: ref(profileClaimSchema),
};

/** An error answer (the service's error body). */
export const errorResponse = ref(errorSchema);
export const authErrors = { 401: errorResponse, 403: errorResponse };

/** Options of a route of the signed-in account: bearer token required (401 without, 403 when expired). */
export const accountRoute = {
  preHandler: requireUser,
  schema: { tags: ['auth'], security: [{ bearer: [] }] },
};

/** The account of the request's token (401 when it no longer exists), with the token's claims. */
export async function tokenAccount(request: FastifyRequest): Promise<{ auth: AuthUser; user: UserRecord }> {
  const auth = currentUser(request);
  const user = await findUserById(request.server.db, auth.userId);
  if (!user) throw new ApiError(401, 'unauthorized', 'The account of this token no longer exists');
  return { auth, user };
}

/** As tokenAccount, for a change to the account: refused in an impersonation session (403). */
export async function ownAccount(request: FastifyRequest): Promise<{ auth: AuthUser; user: UserRecord }> {
  assertNotImpersonating(currentUser(request).impersonatorId);
  return tokenAccount(request);
}
