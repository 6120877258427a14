import { requestJson, type FetchLike } from './auth-http';

/** `GET /userinfo/` with the access token. */
export function getUserInfo(
  fetchImpl: FetchLike,
  url: string,
  accessToken: string,
): Promise<Record<string, unknown>> {
  return requestJson<Record<string, unknown>>(fetchImpl, url, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
  });
}
