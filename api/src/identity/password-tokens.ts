import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Queryable } from '../db/db.js';
import { claimsFor } from './claims.js';
import { getSigningKeys } from './keys.js';
import type { IdentitySettings } from './settings.js';
import { createSession, endSession, ensureHostedSession } from './sessions.js';
import { findUserById, type UserRecord } from './users.js';

/**
 * Password strategy lifetimes: access tokens at most an hour (spec section 9 had 180 days; issue 26, decision 0075),
 * renewed through the rotating refresh cookie (spec's 360 days).
 */
const PASSWORD_ACCESS_TTL = 3600;
const PASSWORD_REFRESH_TTL = 31104000;
/**
 * An impersonation session ends an hour after it starts, whatever is refreshed: its access tokens and its refresh
 * tokens expire with it (no long refresh).
 */
const IMPERSONATION_TTL = 3600;
/** A rotated refresh token presented again this soon is a concurrent refresh (two tabs), not a reuse. */
const CONCURRENT_REFRESH_LEEWAY_S = 10;

export type TokenResponse = {
  access_token: string;
  refresh_token: string;
  id_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  /** Seconds the refresh token lives (the cookie's Max-Age); not part of the JSON answer. */
  refresh_expires_in: number;
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
  sessionId: string,
  expiresIn = PASSWORD_ACCESS_TTL,
) {
  const access = await signUserToken(db, settings, user, impersonator, {
    audience: settings.audience,
    expiresIn,
    extra: { scope: SCOPE, client_id: settings.clientId, sid: sessionId },
  });
  const id = await signUserToken(db, settings, user, impersonator, {
    audience: settings.clientId,
    expiresIn,
    extra: { sid: sessionId },
  });
  return { access, id };
}

/**
 * The one-time move of a hosted session into the cookie: the provider's refresh token (presented once as
 * `refresh_token` after the code exchange) is consumed, atomically, and replaced by a rotating refresh token of this
 * api for the same session (the grant), living the hosted refresh lifetime, so rotation and reuse detection cover
 * hosted sessions. A hosted token presented again (already consumed) is a reuse: its whole session ends. Returns
 * null for a refused token.
 */
export async function moveHostedRefreshToken(
  db: Queryable,
  settings: IdentitySettings,
  user: UserRecord,
  refreshToken: string,
  grantId: string,
  refreshTtl: number,
): Promise<TokenResponse | null> {
  const consumed = await db.query(
    `update oidc_payloads set consumed_at = now() where model = 'RefreshToken' and id = $1 and consumed_at is null
     and (expires_at is null or expires_at > now()) returning 1`,
    [refreshToken],
  );
  if (consumed.rows.length === 0) {
    await endSession(db, grantId);
    return null;
  }
  await ensureHostedSession(db, grantId, user.id);
  await db.query('update auth_sessions set refresh_ttl = $2 where id = $1', [grantId, refreshTtl]);
  return passwordTokenResponse(db, settings, user, null, grantId);
}

/**
 * Stores a new refresh token of a session (hashed), living until the session's own end when that comes first (an
 * impersonation); returns the token and the seconds it lives (null when the session is over).
 */
async function storeRefreshToken(
  db: Queryable,
  user: UserRecord,
  impersonator: UserRecord | null,
  sessionId: string,
): Promise<{ refresh: string; ttl: number } | null> {
  const refresh = randomBytes(32).toString('base64url');
  const { rows } = await db.query<{ ttl: number }>(
    `insert into refresh_tokens (token_hash, user_id, impersonator_id, session_id, expires_at)
     select $1, $2, $3, s.id, least(now() + make_interval(secs => coalesce(s.refresh_ttl, $5)), coalesce(s.expires_at, 'infinity'))
     from auth_sessions s where s.id = $4 and s.revoked_at is null and (s.expires_at is null or s.expires_at > now())
     returning floor(extract(epoch from expires_at - now()))::int as ttl`,
    [hashToken(refresh), user.id, impersonator?.id ?? null, sessionId, PASSWORD_REFRESH_TTL],
  );
  const ttl = rows[0]?.ttl;
  return ttl !== undefined && ttl > 0 ? { refresh, ttl } : null;
}

async function passwordTokenResponse(
  db: Queryable,
  settings: IdentitySettings,
  user: UserRecord,
  impersonator: UserRecord | null,
  sessionId: string,
): Promise<TokenResponse | null> {
  const stored = await storeRefreshToken(db, user, impersonator, sessionId);
  if (!stored) return null;
  const expiresIn = Math.min(PASSWORD_ACCESS_TTL, stored.ttl);
  const { access, id } = await accessAndIdTokens(db, settings, user, impersonator, sessionId, expiresIn);
  return {
    access_token: access,
    refresh_token: stored.refresh,
    id_token: id,
    token_type: 'Bearer',
    expires_in: expiresIn,
    scope: SCOPE,
    refresh_expires_in: stored.ttl,
  };
}

/** Password grant: a new session, its first refresh token (stored hashed), and access and id tokens carrying `sid`. */
export async function issuePasswordTokens(
  db: Queryable,
  settings: IdentitySettings,
  user: UserRecord,
  impersonator: UserRecord | null,
): Promise<TokenResponse> {
  const sessionId = await createSession(
    db,
    user.id,
    impersonator?.id ?? null,
    impersonator ? IMPERSONATION_TTL : null,
  );
  const tokens = await passwordTokenResponse(db, settings, user, impersonator, sessionId);
  if (!tokens) throw new Error(`session ${sessionId} ended as it was created`);
  return tokens;
}

/**
 * Refresh grant with rotation: a live refresh token is used up and replaced by a new one of the same session. A
 * token that was already rotated, presented again (later than a few seconds after), means two parties hold it: the
 * whole session (its token family) ends. Returns null for an unknown, revoked, expired or reused token.
 */
export async function refreshPasswordTokens(
  db: Queryable,
  settings: IdentitySettings,
  refreshToken: string,
): Promise<TokenResponse | null> {
  const hash = hashToken(refreshToken);
  const { rows } = await db.query<{
    user_id: string;
    impersonator_id: string | null;
    session_id: string | null;
  }>(
    `update refresh_tokens set rotated_at = now()
     where token_hash = $1 and rotated_at is null and revoked_at is null and expires_at > now()
     returning user_id, impersonator_id, session_id`,
    [hash],
  );
  let row = rows[0];
  if (!row) {
    const reused = await db.query<{
      user_id: string;
      impersonator_id: string | null;
      session_id: string | null;
      just_rotated: boolean;
    }>(
      `select user_id, impersonator_id, session_id, rotated_at > now() - make_interval(secs => $2) as just_rotated
       from refresh_tokens where token_hash = $1 and rotated_at is not null and revoked_at is null`,
      [hash, CONCURRENT_REFRESH_LEEWAY_S],
    );
    const previous = reused.rows[0];
    if (!previous?.session_id) return null;
    // Two tabs of one browser refreshing at once both send the same token: not a theft, within a few seconds.
    if (!previous.just_rotated) {
      await endSession(db, previous.session_id);
      return null;
    }
    row = previous;
  }
  if (!row.session_id) return null;
  const user = await findUserById(db, row.user_id);
  const impersonator = row.impersonator_id ? await findUserById(db, row.impersonator_id) : null;
  if (!user || (row.impersonator_id && !impersonator)) return null;
  return passwordTokenResponse(db, settings, user, impersonator, row.session_id);
}
