import type { Queryable } from '../db/db.js';
import { normalizeEmail } from './email.js';

/** Failed logins allowed per account and IP inside the window before further attempts are refused. */
export const MAX_FAILED_LOGINS = 5;
/** Failed logins allowed per IP over all accounts (spraying one password over many accounts) inside the window. */
export const MAX_FAILED_LOGINS_PER_IP = 50;
export const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;

const accountKey = normalizeEmail;

/**
 * True when this account+IP, or this IP over all accounts, has used up its failed attempts (kept in the database:
 * shared by instances).
 */
export async function isLoginBlocked(db: Queryable, email: string, ip: string): Promise<boolean> {
  const { rows } = await db.query<{ account: number; address: number }>(
    `select count(*) filter (where account_key = $1)::int as account, count(*)::int as address from login_attempts
     where ip = $2 and attempted_at > now() - make_interval(secs => $3)`,
    [accountKey(email), ip, FAILED_LOGIN_WINDOW_SECONDS],
  );
  const failures = rows[0] ?? { account: 0, address: 0 };
  return failures.account >= MAX_FAILED_LOGINS || failures.address >= MAX_FAILED_LOGINS_PER_IP;
}

export async function recordFailedLogin(db: Queryable, email: string, ip: string): Promise<void> {
  await db.query('insert into login_attempts (account_key, ip) values ($1, $2)', [accountKey(email), ip]);
}

/** A successful login clears the failures of this account+IP (and prunes expired rows). */
export async function clearFailedLogins(db: Queryable, email: string, ip: string): Promise<void> {
  await db.query(
    `delete from login_attempts where (account_key = $1 and ip = $2) or attempted_at < now() - make_interval(secs => $3)`,
    [accountKey(email), ip, FAILED_LOGIN_WINDOW_SECONDS],
  );
}
