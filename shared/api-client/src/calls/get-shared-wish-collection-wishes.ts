import { PAGE_SIZES, type WishesResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v2/wish_collections_shared/{id}/wishes?user_id= (30 per page). */
export function getSharedWishCollectionWishes(
  ctx: ClientContext,
  id: string,
  params: { userId: string; cursor?: string | null; limit?: number },
): Promise<WishesResponse> {
  return ctx.http.call('get', '/v2/wish_collections_shared/{id}/wishes', {
    params: { id },
    query: {
      user_id: params.userId,
      cursor: params.cursor ?? undefined,
      limit: params.limit ?? PAGE_SIZES.sharedWishes,
    },
  });
}
