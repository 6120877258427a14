import type { BubblesResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** POST /v1/presentation/modules/v1_bubbles (category bubbles). */
export function getBubbles(
  ctx: ClientContext,
  params: { countryCode?: string; date?: string; version?: string; features?: Record<string, unknown> } = {},
): Promise<BubblesResponse> {
  return ctx.http.request('POST', '/v1/presentation/modules/v1_bubbles', {
    json: {
      country_code: params.countryCode,
      date: params.date,
      version: params.version,
      features: params.features,
    },
  });
}
