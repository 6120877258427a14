import { PAGE_SIZES, type CollectionItemsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v1/collections/{id}/items (includes posts_v2). */
export function getCollectionItems(
  ctx: ClientContext,
  id: string,
  params: { limit?: number; next?: string | null } = {},
): Promise<CollectionItemsResponse> {
  return ctx.http.call('get', '/v1/collections/{id}/items', {
    params: { id },
    query: {
      limit: params.limit ?? PAGE_SIZES.collections,
      next: params.next ?? undefined,
      includes: ['posts_v2'],
    },
  });
}
