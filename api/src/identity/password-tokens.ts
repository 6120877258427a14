import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Queryable } from '../db/db.js';
import { claimsFor } from './claims.js';
import { getSigningKeys } from './keys.js';
import type { IdentitySettings } from './settings.js';
import { findUserById, type UserRecord } from './users.js';

/** Password strategy lifetimes (spec section 9). */
export const PASSWORD_ACCESS_TTL = 15552000;
export const PASSWORD_REFRESH_TTL = 31104000;

export type TokenResponse = {
  access_token: string;
  refresh_token: string;
  id_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
};

const SCOPE = 'openid profile email consumer offline_access';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

type SignOptions = { audience: string; expiresIn: number; extra?: Record<string, unknown>; now?: number };

/** Signs the claims of `user` with the shared key set (RS256). */
export async function signUserToken(
  db: Queryable,
  settings: IdentitySettings,
  user: UserRecord,
  impersonator: UserRecord | null,
  options: SignOptions,
): Promise<string> {
  const keys = await getSigningKeys(db);
  const now = options.now ?? Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claimsFor(user, impersonator), ...options.extra })
    .setProtectedHeader({ alg: 'RS256', kid: keys.kid, typ: 'JWT' })
    .setIssuer(settings.issuer)
    .setAudience(options.audience)
    .setIssuedAt(now)
    .setExpirationTime(now + options.expiresIn)
    .setJti(randomUUID())
    .sign(keys.privateKey);
}

async function accessAndIdTokens(
  db: Queryable,
  settings: IdentitySettings,
  user: UserRecord,
  impersonator: UserRecord | null,
  expiresIn = PASSWORD_ACCESS_TTL,
) {
  const access = await signUserToken(db, settings, user, impersonator, {
    audience: settings.audience,
    expiresIn,
    extra: { scope: SCOPE, client_id: settings.clientId },
  });
  const id = await signUserToken(db, settings, user, impersonator, {
    audience: settings.clientId,
    expiresIn,
  });
  return { access, id };
}

/**
 * Refresh at `/token/` with a refresh token the hosted provider issued (clients that refresh every session at
 * `/token/`): new access and id tokens with the hosted lifetime; the provider's refresh token stays as it is.
 */
export async function refreshWithHostedToken(
  db: Queryable,
  settings: IdentitySettings,
  user: UserRecord,
  refreshToken: string,
  accessTtl: number,
): Promise<TokenResponse> {
  const { access, id } = await accessAndIdTokens(db, settings, user, null, accessTtl);
  return {
    access_token: access,
    refresh_token: refreshToken,
    id_token: id,
    token_type: 'Bearer',
    expires_in: accessTtl,
    scope: SCOPE,
  };
}

/** Password grant: a new refresh token stored (hashed) plus access and id tokens. */
export async function issuePasswordTokens(
  db: Queryable,
  settings: IdentitySettings,
  user: UserRecord,
  impersonator: UserRecord | null,
): Promise<TokenResponse> {
  const refresh = randomBytes(32).toString('base64url');
  await db.query(
    `insert into refresh_tokens (token_hash, user_id, impersonator_id, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashToken(refresh), user.id, impersonator?.id ?? null, PASSWORD_REFRESH_TTL],
  );
  const { access, id } = await accessAndIdTokens(db, settings, user, impersonator);
  return {
    access_token: access,
    refresh_token: refresh,
    id_token: id,
    token_type: 'Bearer',
    expires_in: PASSWORD_ACCESS_TTL,
    scope: SCOPE,
  };
}

/** Refresh grant: new access and id tokens for a live refresh token, or null. */
export async function refreshPasswordTokens(
  db: Queryable,
  settings: IdentitySettings,
  refreshToken: string,
): Promise<TokenResponse | null> {
  const { rows } = await db.query<{ user_id: string; impersonator_id: string | null }>(
    'select user_id, impersonator_id from refresh_tokens where token_hash = $1 and revoked_at is null and expires_at > now()',
    [hashToken(refreshToken)],
  );
  const row = rows[0];
  if (!row) return null;
  const user = await findUserById(db, row.user_id);
  const impersonator = row.impersonator_id ? await findUserById(db, row.impersonator_id) : null;
  if (!user || (row.impersonator_id && !impersonator)) return null;
  const { access, id } = await accessAndIdTokens(db, settings, user, impersonator);
  return {
    access_token: access,
    refresh_token: refreshToken,
    id_token: id,
    token_type: 'Bearer',
    expires_in: PASSWORD_ACCESS_TTL,
    scope: SCOPE,
  };
}

/** Revokes every refresh token of a user (logout, password change). Returns how many. */
export async function revokeRefreshTokens(db: Queryable, userId: string): Promise<number> {
  const result = await db.query(
    'update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null',
    [userId],
  );
  return result.affectedRows;
}
