import type { User } from './user';

/** What the shell saves in localStorage `ltk-session` (and standalone remotes read). */
export interface Session {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  /** Access-token expiry, ms since epoch. */
  expiresAt: number;
  user: User;
}

/** POST /token/ (and signup) response. */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  id_token: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}
