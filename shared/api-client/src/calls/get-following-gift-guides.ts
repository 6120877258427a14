import { PAGE_SIZES, type FollowingGiftGuidesResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v3/activities/giftguides/user (logged in). */
export function getFollowingGiftGuides(
  ctx: ClientContext,
  params: { limit?: number; next?: string | null } = {},
): Promise<FollowingGiftGuidesResponse> {
  return ctx.http.call('get', '/v3/activities/giftguides/user', {
    query: {
      limit: params.limit ?? PAGE_SIZES.followingGuides,
      next: params.next ?? undefined,
      includes: ['posts', 'cover_photos', 'profiles', 'attributes'],
    },
  });
}
