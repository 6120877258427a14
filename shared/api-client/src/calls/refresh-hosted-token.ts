import type { TokenResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** POST /oidc/token refresh grant of a hosted (OIDC code + PKCE) session, as the public client `clientId`. */
export function refreshHostedToken(
  ctx: ClientContext,
  token: string,
  clientId: string,
): Promise<TokenResponse> {
  return ctx.http.request('POST', '/oidc/token', {
    anonymous: true,
    ignoreUnauthorized: true,
    form: { grant_type: 'refresh_token', refresh_token: token, client_id: clientId },
  });
}
