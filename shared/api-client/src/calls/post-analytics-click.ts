import type { AnalyticsClick } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

export type { AnalyticsClick };

/** POST /v1/analytics/clicks (logged in only); `timestamp` is a string, as the api's schema takes it. */
export async function postAnalyticsClick(ctx: ClientContext, click: AnalyticsClick): Promise<void> {
  await ctx.http.call('post', '/v1/analytics/clicks', {
    json: { platform: 'web', timestamp: String(Date.now()), ...click },
  });
}
