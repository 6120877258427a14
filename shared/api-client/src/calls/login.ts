import type { TokenResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** POST /token/ password grant (form-encoded); `impersonate` for staff. */
export function login(
  ctx: ClientContext,
  params: { email: string; password: string; impersonate?: string },
): Promise<TokenResponse> {
  return ctx.http.call('post', '/token/', {
    anonymous: true,
    ignoreUnauthorized: true,
    // The answer sets the httpOnly refresh cookie.
    credentials: 'include',
    form: {
      grant_type: 'password',
      username: params.email,
      password: params.password,
      impersonate: params.impersonate,
    },
  });
}
