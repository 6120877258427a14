import type { TokenResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** POST /token/ refresh grant (form-encoded). */
export function refreshToken(ctx: ClientContext, token: string): Promise<TokenResponse> {
  return ctx.http.request('POST', '/token/', {
    anonymous: true,
    ignoreUnauthorized: true,
    form: { grant_type: 'refresh_token', refresh_token: token },
  });
}
