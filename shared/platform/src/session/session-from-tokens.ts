import { userFromClaims, type Session, type TokenResponse, type UserInfo } from '@ltk/contracts';

/** Builds a Session from a token response and the user's userinfo (or claims). */
export function sessionFromTokens(
  tokens: TokenResponse,
  userInfo: UserInfo,
  now: number = Date.now(),
): Session {
  const user = userFromClaims(userInfo);
  const impersonator = readClaim(tokens.access_token, 'impersonator_id');
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    idToken: tokens.id_token,
    expiresAt: now + tokens.expires_in * 1000,
    user: typeof impersonator === 'string' ? { ...user, impersonatorId: impersonator } : user,
  };
}

/** Reads one claim of a JWT without verifying it (display only; the api verifies). */
export function readClaim(jwt: string, claim: string): unknown {
  const payload = jwt.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    return (JSON.parse(json) as Record<string, unknown>)[claim];
  } catch {
    return undefined;
  }
}
