import type { FetchLike } from './auth-http';

/** `GET /logout/`: revokes the caller's refresh tokens server-side. */
export async function getLogout(
  fetchImpl: FetchLike,
  apiBaseUrl: string,
  accessToken: string,
  refreshToken: string,
): Promise<void> {
  const query = refreshToken ? `?${new URLSearchParams({ refresh_token: refreshToken }).toString()}` : '';
  await fetchImpl(`${apiBaseUrl}/logout/${query}`, { headers: { Authorization: `Bearer ${accessToken}` } });
}
