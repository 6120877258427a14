import type { FetchLike } from './auth-http';

/** `GET /logout/`: ends the session of `accessToken` server-side (its refresh token with it). */
export async function getLogout(
  fetchImpl: FetchLike,
  apiBaseUrl: string,
  accessToken: string,
): Promise<void> {
  await fetchImpl(`${apiBaseUrl}/logout/`, { headers: { Authorization: `Bearer ${accessToken}` } });
}
