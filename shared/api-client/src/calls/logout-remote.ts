import type { LogoutResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/**
 * GET /logout/: ends the bearer token's session server-side and clears the refresh cookie (the client clears its own
 * session). `accessToken` names the session explicitly, for a caller that has already dropped it locally.
 */
export function logoutRemote(ctx: ClientContext, accessToken?: string): Promise<LogoutResponse> {
  return ctx.http.call(
    'get',
    '/logout/',
    accessToken
      ? {
          anonymous: true,
          ignoreUnauthorized: true,
          credentials: 'include',
          headers: { Authorization: `Bearer ${accessToken}` },
        }
      : { ignoreUnauthorized: true, credentials: 'include' },
  );
}
