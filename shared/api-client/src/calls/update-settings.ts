import type { Settings, SettingsResponse } from '@ltk/contracts';
import type { ApiOperation } from '../core/api-types';
import type { ClientContext } from '../core/client-context';

type SettingsBody = ApiOperation<'put', '/v2/settings/'>['requestBody']['content']['application/json'];

/**
 * PUT /v2/settings/ (e.g. locale). `Settings.locale` is a string on the client (its pickers list the spec's
 * locales); the api answers a locale it does not know with a 400.
 */
export function updateSettings(ctx: ClientContext, settings: Partial<Settings>): Promise<SettingsResponse> {
  return ctx.http.call('put', '/v2/settings/', { json: settings as SettingsBody });
}
