import type { WishCollectionsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v2/wish_collections/{id?} */
export function getWishCollections(ctx: ClientContext, id?: string): Promise<WishCollectionsResponse> {
  return ctx.http.request(
    'GET',
    id ? `/v2/wish_collections/${encodeURIComponent(id)}` : '/v2/wish_collections/',
  );
}
