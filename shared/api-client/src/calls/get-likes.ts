import { PAGE_SIZES, type LikesResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v2/likes/ (the user's likes, newest first; page with beforeDatetime; `ltkIds` asks about those posts). */
export function getLikes(
  ctx: ClientContext,
  params: { limit?: number; beforeDatetime?: string; ltkIds?: readonly string[] } = {},
): Promise<LikesResponse> {
  return ctx.http.call('get', '/v2/likes/', {
    query: {
      ltk_ids: params.ltkIds,
      limit: params.limit ?? PAGE_SIZES.likes,
      before_datetime: params.beforeDatetime,
      link_types: ['LTK_WEB'],
    },
  });
}
