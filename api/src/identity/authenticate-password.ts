import type { Queryable } from '../db/db.js';
import { ApiError } from '../errors/api-error.js';
import { awaitSignInTurn, type SignInThrottle } from './login-rate-limit.js';
import { needsRehash, verifyPassword } from './password.js';
import { findUserByEmail, setUserPassword, type UserRecord } from './users.js';

/** Checks email and password under the sign-in throttling (login-rate-limit.ts); throws section-8 errors. */
export async function authenticatePassword(
  db: Queryable,
  email: string,
  password: string,
  ip: string,
  throttle: SignInThrottle,
): Promise<UserRecord> {
  const turn = await awaitSignInTurn(db, email, ip, throttle);
  const user = await findUserByEmail(db, email);
  // Hash even for unknown emails so timing does not reveal which accounts exist.
  const ok = await verifyPassword(
    password,
    user?.passwordHash ?? 'scrypt$32768$8$3$AAAAAAAAAAAAAAAAAAAAAA$AAAA',
  );
  await turn.settle(Boolean(user && ok));
  if (!user || !ok) throw new ApiError(400, 'invalid_grant', 'Wrong email or password.');
  // Hashes made with older, cheaper parameters are upgraded while the password is at hand.
  if (needsRehash(user.passwordHash)) await setUserPassword(db, user.id, password);
  return user;
}
