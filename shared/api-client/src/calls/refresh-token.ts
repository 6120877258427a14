import type { TokenResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/**
 * POST /token/ refresh grant (form-encoded). Without `token` the api reads its httpOnly `ltk_refresh` cookie (the
 * browser's session); with one (a hosted session's refresh token, once after the code exchange) it moves it into
 * that cookie. The answer rotates the cookie and carries no refresh token.
 */
export function refreshToken(ctx: ClientContext, token?: string): Promise<TokenResponse> {
  return ctx.http.call('post', '/token/', {
    anonymous: true,
    ignoreUnauthorized: true,
    credentials: 'include',
    form: { grant_type: 'refresh_token', refresh_token: token },
  });
}
