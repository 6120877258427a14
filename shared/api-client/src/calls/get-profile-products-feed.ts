import { PAGE_SIZES, type ProfileProductsFeedResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v3/activities/products/profiles/{profileId} (creator recent products). */
export function getProfileProductsFeed(
  ctx: ClientContext,
  profileId: string,
  params: { limit?: number; next?: string | null } = {},
): Promise<ProfileProductsFeedResponse> {
  if (!profileId) return Promise.reject(new Error('You must supply a profileId to getCreatorProductsFeed()'));
  return ctx.http.call('get', '/v3/activities/products/profiles/{profileId}', {
    params: { profileId },
    query: { limit: params.limit ?? PAGE_SIZES.feed, next: params.next ?? undefined },
  });
}
