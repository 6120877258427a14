import type { UserRecord } from './users.js';

/** Namespaced profile claim of access and id tokens (`profile` in userinfo). */
export const PROFILE_CLAIM = 'https://shopltk.com/profile';

export type ProfileClaim = {
  sigilUserId: string;
  userCreatedAt: string;
  authnProvider: string;
  authnCanChangeEmail: boolean;
};

export type TokenClaims = {
  sub: string;
  account_id: number;
  publisher_id: number;
  email: string;
  impersonator_id?: string;
  [PROFILE_CLAIM]: ProfileClaim;
};

/** `auth0|<uuid>`: provider and user id split by a pipe. */
export function subjectOf(user: Pick<UserRecord, 'id' | 'authnProvider'>): string {
  return `${user.authnProvider}|${user.id}`;
}

/** The user id (uuid) of a `provider|uuid` subject, or null. */
export function userIdOfSubject(sub: string): string | null {
  const parts = sub.split('|');
  return parts.length === 2 && parts[1] ? parts[1] : null;
}

export function profileClaim(user: UserRecord): ProfileClaim {
  return {
    sigilUserId: user.id,
    userCreatedAt: user.createdAt.toISOString(),
    authnProvider: user.authnProvider,
    authnCanChangeEmail: user.authnProvider === 'auth0',
  };
}

/** Claims shared by access and id tokens of both login strategies. */
export function claimsFor(user: UserRecord, impersonator?: UserRecord | null): TokenClaims {
  return {
    sub: subjectOf(user),
    account_id: user.accountId,
    publisher_id: user.publisherId,
    email: user.email,
    ...(impersonator ? { impersonator_id: subjectOf(impersonator) } : {}),
    [PROFILE_CLAIM]: profileClaim(user),
  };
}
