import type { TokenResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

export interface SignupParams {
  email: string;
  password: string;
  fullName?: string;
}

/** POST /api/signup/ltk/ (form-encoded); 201 with tokens of the new account. */
export function signup(ctx: ClientContext, params: SignupParams): Promise<TokenResponse> {
  return ctx.http.call('post', '/api/signup/ltk/', {
    anonymous: true,
    ignoreUnauthorized: true,
    // The answer sets the httpOnly refresh cookie.
    credentials: 'include',
    form: { email: params.email, password: params.password, full_name: params.fullName },
  });
}
