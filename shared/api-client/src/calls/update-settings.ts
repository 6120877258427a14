import type { Settings, SettingsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** PUT /v2/settings/ (e.g. locale). */
export function updateSettings(ctx: ClientContext, settings: Partial<Settings>): Promise<SettingsResponse> {
  return ctx.http.request('PUT', '/v2/settings/', { json: settings });
}
