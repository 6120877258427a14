import type { TokenClaims, User, UserInfo } from './user';

/** Builds a User from token claims or userinfo; userId is the part of `sub` after the pipe. */
export function userFromClaims(claims: TokenClaims | UserInfo): User {
  const profile = 'profile' in claims ? claims.profile : claims['https://shopltk.com/profile'];
  if (!profile) throw new Error('User Data response does not contain field profile');
  if (!claims.email) throw new Error('User Data response does not contain field email');
  const [, id] = claims.sub.split('|');
  return {
    userId: id ?? claims.sub,
    email: claims.email,
    profile,
    accountId: claims.account_id ?? null,
    publisherId: claims.publisher_id ?? null,
    impersonatorId: claims.impersonator_id ?? null,
  };
}
