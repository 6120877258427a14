import { PAGE_SIZES, type CollectionsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v1/collections/?profile_id= (includes latest_items, posts_v2; order rank). */
export function getCollections(
  ctx: ClientContext,
  params: { profileId: string; limit?: number; next?: string | null },
): Promise<CollectionsResponse> {
  return ctx.http.call('get', '/v1/collections/', {
    query: {
      profile_id: params.profileId,
      limit: params.limit ?? PAGE_SIZES.collections,
      next: params.next ?? undefined,
      includes: ['latest_items', 'posts_v2'],
      order: 'rank',
    },
  });
}
