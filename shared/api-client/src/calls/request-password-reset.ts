import type { StatusResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** POST /api/password/request/ltk/ (form-encoded). */
export function requestPasswordReset(ctx: ClientContext, email: string): Promise<StatusResponse> {
  return ctx.http.call('post', '/api/password/request/ltk/', {
    anonymous: true,
    ignoreUnauthorized: true,
    form: { email },
  });
}
