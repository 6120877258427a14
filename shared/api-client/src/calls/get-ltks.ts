import { PAGE_SIZES, type LtksResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

export interface GetLtksParams {
  displayName?: string;
  profileId?: string;
  ids?: readonly string[];
  hashes?: readonly string[];
  featured?: boolean;
  hashtag?: string;
  limit?: number;
  lastId?: string | null;
  seed?: string;
  rank?: string;
  trending?: boolean;
  styled?: boolean;
  includes?: readonly string[];
}

/** GET /v2/ltks (listing by profile, hashtag, featured…). */
export function getLtks(ctx: ClientContext, params: GetLtksParams = {}): Promise<LtksResponse> {
  return ctx.http.request('GET', '/v2/ltks', {
    query: {
      display_name: params.displayName,
      profile_id: params.profileId,
      ids: params.ids,
      hashes: params.hashes,
      featured: params.featured,
      hashtag: params.hashtag,
      limit: params.limit ?? PAGE_SIZES.feed,
      last_id: params.lastId ?? undefined,
      seed: params.seed,
      rank: params.rank,
      trending: params.trending,
      styled: params.styled ? 'true' : undefined,
      includes: params.includes,
      link_types: ['LTK_WEB'],
    },
  });
}
