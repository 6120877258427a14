import { PAGE_SIZES, type WishesResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v2/wish_collections/{id}/wishes */
export function getWishCollectionWishes(
  ctx: ClientContext,
  id: string,
  params: { cursor?: string | null; limit?: number } = {},
): Promise<WishesResponse> {
  return ctx.http.call('get', '/v2/wish_collections/{id}/wishes', {
    params: { id },
    query: { cursor: params.cursor ?? undefined, limit: params.limit ?? PAGE_SIZES.wishes },
  });
}
