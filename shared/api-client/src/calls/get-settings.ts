import type { SettingsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v2/settings/ */
export function getSettings(ctx: ClientContext): Promise<SettingsResponse> {
  return ctx.http.call('get', '/v2/settings/');
}
