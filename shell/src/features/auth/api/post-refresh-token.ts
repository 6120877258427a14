import { postForm, type FetchLike } from './auth-http';
import type { TokenResponse } from '@ltk/contracts';

/** Refresh grant against `/token/` (password strategy) or the OIDC token endpoint (hosted strategy). */
export function postRefreshToken(
  fetchImpl: FetchLike,
  tokenUrl: string,
  refreshToken: string,
  clientId?: string,
): Promise<TokenResponse> {
  const fields: Record<string, string> = { grant_type: 'refresh_token', refresh_token: refreshToken };
  if (clientId) fields['client_id'] = clientId;
  return postForm<TokenResponse>(fetchImpl, tokenUrl, fields);
}
