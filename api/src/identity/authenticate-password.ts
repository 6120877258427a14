import type { Queryable } from '../db/db.js';
import { ApiError } from '../errors/api-error.js';
import { clearFailedLogins, isLoginBlocked, recordFailedLogin } from './login-rate-limit.js';
import { needsRehash, verifyPassword } from './password.js';
import { findUserByEmail, setUserPassword, type UserRecord } from './users.js';

/** Checks email and password with the per-account+IP rate limit; throws section-8 errors. */
export async function authenticatePassword(
  db: Queryable,
  email: string,
  password: string,
  ip: string,
): Promise<UserRecord> {
  if (await isLoginBlocked(db, email, ip)) {
    throw new ApiError(429, 'too_many_attempts', 'Too many failed login attempts; try again in 15 minutes.');
  }
  const user = await findUserByEmail(db, email);
  // Hash even for unknown emails so timing does not reveal which accounts exist.
  const ok = await verifyPassword(
    password,
    user?.passwordHash ?? 'scrypt$32768$8$3$AAAAAAAAAAAAAAAAAAAAAA$AAAA',
  );
  if (!user || !ok) {
    await recordFailedLogin(db, email, ip);
    throw new ApiError(400, 'invalid_grant', 'Wrong email or password.');
  }
  await clearFailedLogins(db, email, ip);
  // Hashes made with older, cheaper parameters are upgraded while the password is at hand.
  if (needsRehash(user.passwordHash)) await setUserPassword(db, user.id, password);
  return user;
}
