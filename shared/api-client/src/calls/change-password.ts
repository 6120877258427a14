import type { StatusResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** POST /api/users/me/password/ (form-encoded). */
export function changePassword(
  ctx: ClientContext,
  params: { currentPassword: string; newPassword: string },
): Promise<StatusResponse> {
  return ctx.http.call('post', '/api/users/me/password/', {
    form: { current_password: params.currentPassword, new_password: params.newPassword },
  });
}
