import { userFromClaims, type TokenClaims, type User } from '@ltk/contracts';

const PROFILE_CLAIM = 'https://shopltk.com/profile';

/** Checks ID-token claims or userinfo for every field and builds the user (section 5 message on a gap). */
export function userFromUserData(data: Record<string, unknown>): User {
  const present = (field: string) => data[field] !== undefined && data[field] !== null && data[field] !== '';
  for (const field of ['sub', 'email']) {
    if (!present(field)) throw new Error(`User Data response does not contain field ${field}`);
  }
  if (!present('profile') && !present(PROFILE_CLAIM))
    throw new Error('User Data response does not contain field profile');
  return userFromClaims(data as unknown as TokenClaims);
}
