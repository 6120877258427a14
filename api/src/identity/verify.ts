import type { FastifyReply, FastifyRequest } from 'fastify';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { Queryable } from '../db/db.js';
import { userIdOfSubject } from './claims.js';
import { forgetSigningKeys, getSigningKeys } from './keys.js';
import { tokenIsLive } from './sessions.js';
import { identitySettings } from './settings.js';

/** The caller of a user route. */
export type AuthUser = {
  userId: string;
  accountId: number;
  email: string;
  impersonatorId?: string;
  /** The session (`auth_sessions.id`) the token belongs to: its `sid` claim. */
  sessionId?: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
  }
}

class TokenExpiredError extends Error {}
class TokenInvalidError extends Error {}

function toAuthUser(payload: JWTPayload): AuthUser {
  const userId = typeof payload.sub === 'string' ? userIdOfSubject(payload.sub) : null;
  if (!userId) throw new TokenInvalidError('token subject is not provider|id');
  const impersonator =
    typeof payload.impersonator_id === 'string' ? userIdOfSubject(payload.impersonator_id) : null;
  return {
    userId,
    accountId: Number(payload.account_id ?? 0),
    email: typeof payload.email === 'string' ? payload.email : '',
    ...(impersonator ? { impersonatorId: impersonator } : {}),
    ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
  };
}

/**
 * The key set of each loaded JWKS document: it imports each public key once and keeps it (built per request, the RSA
 * import was most of a token's ~1.3 ms verification). A reload after a rotation is a new document, so a new set.
 */
const keySets = new WeakMap<object, ReturnType<typeof createLocalJWKSet>>();
function keySet(jwks: Parameters<typeof createLocalJWKSet>[0]): ReturnType<typeof createLocalJWKSet> {
  let set = keySets.get(jwks);
  if (!set) {
    set = createLocalJWKSet(jwks);
    keySets.set(jwks, set);
  }
  return set;
}

async function verifyJwt(db: Queryable, token: string, audience: string): Promise<JWTPayload> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const keys = await getSigningKeys(db);
    try {
      const { payload } = await jwtVerify(token, keySet(keys.jwks), {
        algorithms: ['RS256'],
        audience,
      });
      return payload;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new TokenExpiredError('access token expired');
      // A key another instance added since we cached: reload once.
      if (error instanceof joseErrors.JWKSNoMatchingKey && attempt === 0) {
        forgetSigningKeys(db);
        continue;
      }
      throw new TokenInvalidError(error instanceof Error ? error.message : 'invalid token');
    }
  }
  throw new TokenInvalidError('no matching key');
}

/**
 * Verifies an access token of either strategy (password or hosted: both are RS256 JWTs of the shared key set whose
 * audience is the api); id tokens (audience: the client) are refused.
 */
async function verifyAccessToken(db: Queryable, token: string, audience: string): Promise<AuthUser> {
  return toAuthUser(await verifyJwt(db, token, audience));
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

function unauthorized(reply: FastifyReply, message: string): FastifyReply {
  return reply.status(401).send({ status: 401, error_code: 'unauthorized', developer_message: message });
}

function keyNotAuthorised(reply: FastifyReply): FastifyReply {
  return reply.status(403).send({
    status: 403,
    error: 'Key not authorised',
    error_code: 'key_not_authorised',
    developer_message: 'The access token has expired; refresh it and retry.',
  });
}

/**
 * Global onRequest hook: a valid token whose session ended (logout, password change, refresh-token reuse), or whose
 * account was erased (or whose impersonator was), gets 401 on every route,
 * public ones included, so the client logs out; a valid token of a live account sets `request.user`. Invalid and
 * expired tokens are left to the route's own guard.
 */
export async function rejectTokensOfErasedAccounts(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const token = bearer(request);
  if (!token) return undefined;
  let user: AuthUser;
  try {
    user = await verifyAccessToken(
      request.server.db,
      token,
      identitySettings(request.server.config.publicUrl, request.server.config.webUrl).audience,
    );
  } catch {
    return undefined;
  }
  const live = await tokenIsLive(request.server.db, user.sessionId, [
    user.userId,
    ...(user.impersonatorId ? [user.impersonatorId] : []),
  ]);
  if (!live.accounts) return unauthorized(reply, 'The account of this token no longer exists');
  if (!live.session) return unauthorized(reply, 'The session of this token has ended');
  request.user = user;
  return undefined;
}

async function authenticate(
  request: FastifyRequest,
  reply: FastifyReply,
  required: boolean,
): Promise<FastifyReply | undefined> {
  if (request.user) return undefined;
  const token = bearer(request);
  if (!token) return required ? unauthorized(reply, 'Missing bearer token') : undefined;
  try {
    request.user = await verifyAccessToken(
      request.server.db,
      token,
      identitySettings(request.server.config.publicUrl, request.server.config.webUrl).audience,
    );
    return undefined;
  } catch (error) {
    if (error instanceof TokenExpiredError) return keyNotAuthorised(reply);
    if (error instanceof TokenInvalidError)
      return required ? unauthorized(reply, `Invalid bearer token: ${error.message}`) : undefined;
    throw error;
  }
}

/** preHandler: 401 without a valid token, 403 'Key not authorised' for an expired one; sets `request.user`. */
export async function requireUser(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  return authenticate(request, reply, true);
}

/** preHandler: sets `request.user` when a valid token is present; an expired one still gets 403. */
export async function optionalUser(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  return authenticate(request, reply, false);
}

/** The authenticated user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new TokenInvalidError('route requires requireUser');
  return request.user;
}
