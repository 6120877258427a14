import type { WishCollectionsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v2/wish_collections/{id?} */
export function getWishCollections(ctx: ClientContext, id?: string): Promise<WishCollectionsResponse> {
  return id
    ? ctx.http.call('get', '/v2/wish_collections/{id}', { params: { id } })
    : ctx.http.call('get', '/v2/wish_collections/');
}
