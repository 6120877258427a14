import type { ApiPath, ApiQuery } from '../core/api-types';

/** Paging/includes parameters shared by the activity feeds. */
export interface FeedParams {
  limit?: number;
  next?: string | null;
  includes?: readonly string[];
  rank?: string;
  styled?: boolean;
}

/** Posts plus what a feed card shows: profiles, products (tiles) and media objects. */
const FEED_INCLUDES = ['profiles', 'ltks', 'products', 'media_objects'] as const;

/** The `rank` words a feed path documents. */
export type FeedRank<P extends ApiPath<'get'>> = ApiQuery<'get', P> extends { rank?: infer R } ? R : never;

/**
 * The query of a feed page. `Rank` is the feed's documented rank words: the feed sources pass the spec's words
 * (section 7) as strings, and the api answers any other with a 400.
 */
export function feedQuery<Rank = never>(params: FeedParams, defaultLimit: number) {
  return {
    limit: params.limit ?? defaultLimit,
    next: params.next ?? undefined,
    includes: params.includes ?? FEED_INCLUDES,
    rank: params.rank as Rank | undefined,
    styled: params.styled ? 'true' : undefined,
  };
}
