import { postForm, type FetchLike } from './auth-http';
import type { TokenResponse } from '@ltk/contracts';

/** `POST /token/` password grant; `impersonate` lets staff act as another account. */
export function postPasswordToken(
  fetchImpl: FetchLike,
  apiBaseUrl: string,
  credentials: { username: string; password: string; impersonate?: string },
): Promise<TokenResponse> {
  const fields: Record<string, string> = {
    grant_type: 'password',
    username: credentials.username,
    password: credentials.password,
  };
  if (credentials.impersonate) fields['impersonate'] = credentials.impersonate;
  return postForm<TokenResponse>(fetchImpl, `${apiBaseUrl}/token/`, fields);
}
