import type { Queryable } from '../db/db.js';

/** Failed logins allowed per account and IP inside the window before further attempts are refused. */
export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;

const accountKey = (email: string): string => email.trim().toLowerCase();

/** True when this account+IP has used up its failed attempts (kept in the database: shared by instances). */
export async function isLoginBlocked(db: Queryable, email: string, ip: string): Promise<boolean> {
  const { rows } = await db.query<{ failures: number }>(
    `select count(*)::int as failures from login_attempts
     where account_key = $1 and ip = $2 and attempted_at > now() - make_interval(secs => $3)`,
    [accountKey(email), ip, FAILED_LOGIN_WINDOW_SECONDS],
  );
  return (rows[0]?.failures ?? 0) >= MAX_FAILED_LOGINS;
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
