import type { WishCollectionsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v2/wish_collections_shared/{id}?user_id= (anyone with the hash). */
export function getSharedWishCollection(
  ctx: ClientContext,
  id: string,
  userId: string,
): Promise<WishCollectionsResponse> {
  return ctx.http.call('get', '/v2/wish_collections_shared/{id}', {
    params: { id },
    query: { user_id: userId },
  });
}
