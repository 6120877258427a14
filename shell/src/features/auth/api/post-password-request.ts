import { postForm, type FetchLike } from './auth-http';

/** `POST /api/password/request/ltk/` (form-encoded): sends a reset link. */
export function postPasswordRequest(
  fetchImpl: FetchLike,
  apiBaseUrl: string,
  email: string,
): Promise<unknown> {
  return postForm<unknown>(fetchImpl, `${apiBaseUrl}/api/password/request/ltk/`, { email });
}
