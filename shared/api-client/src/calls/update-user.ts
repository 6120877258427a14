import type { UserInfo } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** PUT /api/users/me/ (change email or name; form-encoded). */
export function updateUser(
  ctx: ClientContext,
  fields: { email?: string; fullName?: string },
): Promise<UserInfo> {
  return ctx.http.call('put', '/api/users/me/', {
    form: { email: fields.email, full_name: fields.fullName },
  });
}
