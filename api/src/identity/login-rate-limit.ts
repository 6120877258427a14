import type { Queryable } from '../db/db.js';
import { ApiError } from '../errors/api-error.js';
import { normalizeEmail } from './email.js';

/**
 * Sign-in throttling (kept in the database, so every instance applies the same counts):
 * - per account and address: `maxFailuresPerAccount` failed checks inside the window lock that account from that
 *   address (429 `too_many_attempts`), and only from it;
 * - per address: after `freeFailures` failures over all accounts (a spray), each further password check of the
 *   address waits its turn, the turns spaced by a delay that doubles every `doubleEvery` failures up to `maxDelayMs`.
 *   Parallel connections do not help: turns are granted one after another. A check whose turn is more than
 *   `maxWaitMs` away is refused unevaluated (429 with Retry-After). Every check waits alike, right password or wrong
 *   (no timing tells), and a right password for an account that is not locked signs in once its turn comes: the
 *   address is slowed, not locked, so a shopper behind an attacker's NAT still signs in.
 */
export type SignInThrottle = {
  windowSeconds: number;
  maxFailuresPerAccount: number;
  freeFailures: number;
  stepMs: number;
  doubleEvery: number;
  maxDelayMs: number;
  maxWaitMs: number;
};

export const SIGN_IN_THROTTLE: SignInThrottle = {
  windowSeconds: 15 * 60,
  maxFailuresPerAccount: 5,
  freeFailures: 10,
  stepMs: 250,
  doubleEvery: 10,
  maxDelayMs: 8000,
  maxWaitMs: 15_000,
};

/** The spacing of an address's password checks after `failures` recent failures from it. */
export function turnDelayMs(failures: number, rule: SignInThrottle): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(
    rule.maxDelayMs,
    Math.round(rule.stepMs * 2 ** ((failures - rule.freeFailures) / rule.doubleEvery)),
  );
}

const accountKey = normalizeEmail;

function tooManyAttempts(message: string, retryAfterSeconds?: number): ApiError {
  const error = new ApiError(429, 'too_many_attempts', message, 'Too many attempts. Please try again later.');
  if (retryAfterSeconds !== undefined) error.headers = { 'Retry-After': String(retryAfterSeconds) };
  return error;
}

/**
 * Waits for this address's turn to check a password for `email`, or throws 429. The attempt is recorded as a failure
 * at once (so parallel attempts count each other); `settle` clears it when the password was right.
 */
export async function awaitSignInTurn(
  db: Queryable,
  email: string,
  ip: string,
  rule: SignInThrottle,
): Promise<{ settle: (ok: boolean) => Promise<void> }> {
  const key = accountKey(email);
  const window = `make_interval(secs => ${Number(rule.windowSeconds)})`;
  const { rows } = await db.query<{ account: number }>(
    `select count(*)::int as account from login_attempts where account_key = $1 and ip = $2 and attempted_at > now() - ${window}`,
    [key, ip],
  );
  if ((rows[0]?.account ?? 0) >= rule.maxFailuresPerAccount)
    throw tooManyAttempts(
      `Too many failed login attempts for this account; try again in ${Math.round(rule.windowSeconds / 60)} minutes.`,
    );
  const attempt = await db.query<{ id: string }>(
    'insert into login_attempts (account_key, ip) values ($1, $2) returning id::text as id',
    [key, ip],
  );
  const attemptId = attempt.rows[0]?.id;
  const forget = () => db.query('delete from login_attempts where id = $1', [attemptId]);
  const counted = await db.query<{ address: number }>(
    `select count(*)::int - 1 as address from login_attempts where ip = $1 and attempted_at > now() - ${window}`,
    [ip],
  );
  const delayS = turnDelayMs(counted.rows[0]?.address ?? 0, rule) / 1000;
  const turn = await db.query<{ wait_ms: number }>(
    `insert into login_throttle as t (ip, last_turn) values ($1, clock_timestamp())
     on conflict (ip) do update set last_turn = greatest(clock_timestamp(), t.last_turn + make_interval(secs => $2))
       where t.last_turn + make_interval(secs => $2) <= clock_timestamp() + make_interval(secs => $3)
     returning (extract(epoch from last_turn - clock_timestamp()) * 1000)::float8 as wait_ms`,
    [ip, delayS, rule.maxWaitMs / 1000],
  );
  const granted = turn.rows[0];
  if (!granted) {
    await forget();
    const busy = await db.query<{ seconds: number }>(
      `select ceil(extract(epoch from last_turn - clock_timestamp()) + $2 - $3)::int as seconds from login_throttle where ip = $1`,
      [ip, delayS, rule.maxWaitMs / 1000],
    );
    const seconds = Math.max(1, busy.rows[0]?.seconds ?? 1);
    throw tooManyAttempts(`Too many failed sign-ins from this address; try again in ${seconds} s.`, seconds);
  }
  if (granted.wait_ms > 0) await new Promise((resolve) => setTimeout(resolve, granted.wait_ms));
  return {
    settle: async (ok) => {
      if (ok) await clearFailedLogins(db, key, ip, rule);
    },
  };
}

/** A successful login clears the failures of this account+IP (and prunes expired rows). */
async function clearFailedLogins(
  db: Queryable,
  key: string,
  ip: string,
  rule: SignInThrottle,
): Promise<void> {
  const window = `make_interval(secs => ${Number(rule.windowSeconds)})`;
  await db.query(
    `delete from login_attempts where (account_key = $1 and ip = $2) or attempted_at < now() - ${window}`,
    [key, ip],
  );
  await db.query(`delete from login_throttle where last_turn < now() - ${window}`);
}
