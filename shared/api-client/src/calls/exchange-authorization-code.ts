import type { TokenResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

export interface AuthorizationCodeParams {
  code: string;
  codeVerifier: string;
  redirectUri: string;
  clientId: string;
}

/** POST /oidc/token authorization-code grant with the PKCE verifier (hosted login's callback). */
export function exchangeAuthorizationCode(
  ctx: ClientContext,
  params: AuthorizationCodeParams,
): Promise<TokenResponse> {
  return ctx.http.request('POST', '/oidc/token', {
    anonymous: true,
    ignoreUnauthorized: true,
    form: {
      grant_type: 'authorization_code',
      code: params.code,
      code_verifier: params.codeVerifier,
      redirect_uri: params.redirectUri,
      client_id: params.clientId,
    },
  });
}
