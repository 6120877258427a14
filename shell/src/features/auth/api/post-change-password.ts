import { requestJson, type FetchLike } from './auth-http';

/** `POST /api/users/me/password/` (form-encoded, logged in). */
export function postChangePassword(
  fetchImpl: FetchLike,
  apiBaseUrl: string,
  accessToken: string,
  fields: { current_password: string; new_password: string },
): Promise<unknown> {
  return requestJson<unknown>(fetchImpl, `${apiBaseUrl}/api/users/me/password/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
      Authorization: `Bearer ${accessToken}`,
    },
    body: new URLSearchParams(fields).toString(),
  });
}
