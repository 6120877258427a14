import { postForm, type FetchLike } from './auth-http';
import type { TokenResponse } from '@ltk/contracts';

/** OIDC code exchange with the PKCE verifier. */
export function postAuthorizationCode(
  fetchImpl: FetchLike,
  tokenUrl: string,
  params: { code: string; codeVerifier: string; redirectUri: string; clientId: string },
): Promise<TokenResponse> {
  return postForm<TokenResponse>(fetchImpl, tokenUrl, {
    grant_type: 'authorization_code',
    code: params.code,
    code_verifier: params.codeVerifier,
    redirect_uri: params.redirectUri,
    client_id: params.clientId,
  });
}
