import { PAGE_SIZES, type LtksResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** A list of posts from GET /v2/ltks (the id lookup is `getLtksByIds`). */
interface LtksListParams {
  /** One creator's posts, newest first. */
  profileId?: string;
  /** The posts of a hashtag (without '#'). */
  hashtag?: string;
  /** The popular-today variant (section 7): rank 24h, trending, styled, with products and profiles. */
  popularToday?: boolean;
  /** Default 36. */
  limit?: number;
  /** The id of the previous page's last post (its `meta.lastId`). */
  lastId?: string | null;
  /** What comes with the posts (default: their creators, products and media objects). */
  includes?: readonly string[];
}

/** The popular-today variant's parameters (section 7, Posts). */
const POPULAR_TODAY = {
  rank: '24h',
  trending: true,
  styled: 'true',
  includes: ['products', 'profiles'],
} as const;

/**
 * GET /v2/ltks as a list: a creator's posts (`profile_id`) or a hashtag's, the popular-today variant, paged by
 * `last_id`; link types LTK_WEB. The posts come with their creators, products and media unless the caller or the
 * variant says otherwise.
 */
export function getLtks(ctx: ClientContext, params: LtksListParams): Promise<LtksResponse> {
  return ctx.http.call('get', '/v2/ltks', {
    query: {
      profile_id: params.profileId,
      hashtag: params.hashtag,
      limit: params.limit ?? PAGE_SIZES.feed,
      last_id: params.lastId ?? undefined,
      link_types: ['LTK_WEB'],
      ...(params.popularToday
        ? POPULAR_TODAY
        : { includes: params.includes ?? ['profiles', 'products', 'media_objects'] }),
    },
  });
}
