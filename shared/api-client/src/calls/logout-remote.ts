import type { LogoutResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /logout/ (revokes the refresh token server-side; the client clears its own session). */
export function logoutRemote(ctx: ClientContext, refreshToken?: string): Promise<LogoutResponse> {
  return ctx.http.request('GET', '/logout/', {
    query: { refresh_token: refreshToken },
    ignoreUnauthorized: true,
  });
}
