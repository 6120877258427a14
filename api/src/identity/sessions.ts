import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.js';

/**
 * Sessions (`auth_sessions`): every access token carries `sid`, checked on each request, so a session ends when it is
 * revoked, not when its tokens expire. A password session is created at the password grant; a hosted session's id is
 * the provider's grant id.
 */

/** A live session: not revoked, and not past its end (an impersonation ends an hour after it starts). */
/** The text of a uuid (users.id). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const LIVE_SESSION = 'revoked_at is null and (expires_at is null or expires_at > now())';

/** A new password-strategy session, ending after `ttlS` seconds when given; returns its id (the tokens' `sid`). */
export async function createSession(
  db: Queryable,
  userId: string,
  impersonatorId: string | null,
  ttlS: number | null = null,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into auth_sessions (id, user_id, impersonator_id, expires_at)
     values ($1, $2, $3, case when $4::int is null then null else now() + make_interval(secs => $4::int) end)`,
    [id, userId, impersonatorId, ttlS],
  );
  return id;
}

/** The session row of a hosted grant, added the first time the provider issues a token for it. */
export async function ensureHostedSession(db: Queryable, grantId: string, userId: string): Promise<void> {
  await db.query('insert into auth_sessions (id, user_id) values ($1, $2) on conflict (id) do nothing', [
    grantId,
    userId,
  ]);
}

/**
 * Whether a token may be used: its session is live and every account it names (user, impersonator) still exists.
 * One query per request.
 */
export async function tokenIsLive(
  db: Queryable,
  sessionId: string | undefined,
  accountIds: readonly string[],
): Promise<{ accounts: boolean; session: boolean }> {
  // compared as uuids, so the primary key finds them (an id that is not one names no account)
  const uuids = accountIds.filter((id) => UUID.test(id));
  const { rows } = await db.query<{ accounts: number; live: number }>(
    `select (select count(*)::int from users where id = any($1::uuid[])) as accounts,
            (select count(*)::int from auth_sessions where id = $2 and ${LIVE_SESSION}) as live`,
    [uuids, sessionId ?? ''],
    { prepare: true },
  );
  const row = rows[0];
  return { accounts: row?.accounts === accountIds.length, session: row?.live === 1 };
}

/**
 * Ends sessions: their rows are marked revoked, their password refresh tokens revoked, and the provider's grants
 * (with their refresh tokens) deleted. Returns how many sessions ended.
 */
async function endSessions(db: Queryable, where: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `update auth_sessions set revoked_at = now() where revoked_at is null and ${where} returning id`,
    params,
  );
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return 0;
  await db.query(
    'update refresh_tokens set revoked_at = now() where session_id = any($1) and revoked_at is null',
    [ids],
  );
  // The provider's grant, its tokens and codes, and its login session (the `_session` cookie's row, which names the
  // grant): the next hosted login asks for the password again.
  await db.query(
    `delete from oidc_payloads where grant_id = any($1) or (model = 'Grant' and id = any($1))
     or (model = 'Session' and exists (select 1 from jsonb_each(coalesce(payload->'authorizations', '{}'::jsonb)) a
       where a.value->>'grantId' = any($1)))`,
    [ids],
  );
  return ids.length;
}

/**
 * Logout: ends one session (an impersonation's own session leaves the customer's sessions alone). A staff member's
 * logout of their own session also ends every impersonation they started.
 */
export function endSession(db: Queryable, sessionId: string): Promise<number> {
  return endSessions(
    db,
    `(id = $1 or impersonator_id = (select own.user_id from auth_sessions own where own.id = $1 and own.impersonator_id is null))`,
    [sessionId],
  );
}

/**
 * Password change: ends every session of the user but `keep` (the caller's), including impersonation sessions of
 * them, impersonation sessions they started, and hosted grants that have not issued a token yet.
 */
export async function endOtherSessions(
  db: Queryable,
  userId: string,
  keep: string | undefined,
): Promise<number> {
  // Impersonations the user started end too (a staff member's password change).
  const ended = await endSessions(db, '((user_id = $1 and id <> $2) or impersonator_id = $1)', [
    userId,
    keep ?? '',
  ]);
  const hosted = await db.query(
    "delete from oidc_payloads where model in ('RefreshToken', 'Grant') and split_part(payload->>'accountId', '|', 2) = $1 and coalesce(grant_id, '') <> $2",
    [userId, keep ?? ''],
  );
  await db.query(
    'update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null and (session_id is null or session_id <> $2)',
    [userId, keep ?? ''],
  );
  return ended + hosted.affectedRows;
}
