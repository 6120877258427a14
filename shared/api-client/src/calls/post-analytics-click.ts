import type { ClientContext } from '../core/client-context';

export interface AnalyticsClick {
  event: string;
  platform?: string;
  version?: string;
  search_string?: string;
  content_id?: string;
  content_type?: string;
  search_record_id?: string;
  search_experience?: string;
  root_referrer?: string;
  index?: string;
  click_position?: number;
  query_id?: string;
  timestamp?: number;
}

/** POST /v1/analytics/clicks (logged in only). */
export async function postAnalyticsClick(ctx: ClientContext, click: AnalyticsClick): Promise<void> {
  await ctx.http.request('POST', '/v1/analytics/clicks', {
    json: { platform: 'web', timestamp: Date.now(), ...click },
  });
}
