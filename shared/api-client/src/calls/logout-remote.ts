import type { LogoutResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /logout/ (ends the bearer token's session server-side; the client clears its own session). */
export function logoutRemote(ctx: ClientContext): Promise<LogoutResponse> {
  return ctx.http.request('GET', '/logout/', { ignoreUnauthorized: true });
}
