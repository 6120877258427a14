import type { TokenResponse } from '@ltk/contracts';
import { postForm, type FetchLike } from './auth-http';

export type SignupFields = { email: string; password: string; full_name?: string };

/** `POST /api/signup/ltk/` (form-encoded); answers 201 with the new account's tokens. */
export function postSignup(
  fetchImpl: FetchLike,
  apiBaseUrl: string,
  fields: SignupFields,
): Promise<TokenResponse> {
  return postForm<TokenResponse>(fetchImpl, `${apiBaseUrl}/api/signup/ltk/`, fields);
}
