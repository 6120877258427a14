import { PAGE_SIZES, type WishesResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v2/wishes/ (cursor paging, 36). */
export function getWishes(
  ctx: ClientContext,
  params: { cursor?: string | null; limit?: number } = {},
): Promise<WishesResponse> {
  return ctx.http.call('get', '/v2/wishes/', {
    query: { cursor: params.cursor ?? undefined, limit: params.limit ?? PAGE_SIZES.wishes },
  });
}
