import type { User } from './user';

/**
 * What the shell saves in localStorage `ltk-session` (standalone remotes read it): no token, only the user the UI
 * shows before the first call, and the sign that a refresh cookie exists (a page load with it asks for an access
 * token; one without it asks nothing).
 */
export interface SavedSession {
  user: User;
}

/** A signed-in session as held in memory: the access token never reaches storage. */
export interface Session extends SavedSession {
  accessToken: string;
  idToken: string;
  /** Access-token expiry, ms since epoch. */
  expiresAt: number;
}

/**
 * POST /token/ (and signup) response. The api sends the refresh token as the httpOnly `ltk_refresh` cookie, not here;
 * only the hosted provider's code exchange (`/oidc/token`) answers with one, which the shell hands to `/token/` once.
 */
export interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  id_token: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}
