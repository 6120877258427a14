import type { BubblesModule } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

type BubblesResponse = { modules: BubblesModule[] };

interface GetBubblesParams {
  /** The categories country (section 9's map of locales, e.g. `us`, `uk`). */
  countryCode: string;
  /** The shopper's day, `YYYY-MM-DD` (modules may change by date). */
  date: string;
}

/**
 * POST /v1/presentation/modules/v1_bubbles: the category bubbles module of a country on a day (section 7 Search:
 * country_code, date, version; reads modules). `version` is the module format this client reads.
 */
export function getBubbles(ctx: ClientContext, params: GetBubblesParams): Promise<BubblesResponse> {
  return ctx.http.call('post', '/v1/presentation/modules/v1_bubbles', {
    json: { country_code: params.countryCode, date: params.date, version: '1' },
  });
}
