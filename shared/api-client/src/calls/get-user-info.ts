import type { UserInfo } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /userinfo/ (with an explicit token right after login, else the current one). */
export function getUserInfo(ctx: ClientContext, accessToken?: string): Promise<UserInfo> {
  return ctx.http.call(
    'get',
    '/userinfo/',
    accessToken ? { anonymous: true, headers: { Authorization: `Bearer ${accessToken}` } } : {},
  );
}
