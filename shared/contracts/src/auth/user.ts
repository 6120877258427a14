/** `auth0` means email/password, `google-oauth2` means Google. */
export type AuthnProvider = 'auth0' | 'google-oauth2' | (string & {});

/** The `https://shopltk.com/profile` claim (`profile` in userinfo). */
export interface ProfileClaim {
  sigilUserId: string;
  userCreatedAt: string;
  authnProvider: AuthnProvider;
  authnCanChangeEmail: boolean;
}

/** Claims of the access/id token. */
export interface TokenClaims {
  /** `<provider>|<uuid>` */
  sub: string;
  email: string;
  account_id?: string | number | null;
  publisher_id?: string | number | null;
  impersonator_id?: string | null;
  'https://shopltk.com/profile'?: ProfileClaim;
  exp?: number;
  iat?: number;
}

/** GET /userinfo/ response. */
export interface UserInfo {
  sub: string;
  email: string;
  name?: string;
  profile: ProfileClaim;
  account_id?: string | number | null;
  publisher_id?: string | number | null;
  impersonator_id?: string;
}

/** The signed-in user as the front end sees it. */
export interface User {
  /** Second part of `sub` (after the pipe). */
  userId: string;
  email: string;
  profile: ProfileClaim;
  accountId?: string | number | null;
  publisherId?: string | number | null;
  impersonatorId?: string | null;
}
