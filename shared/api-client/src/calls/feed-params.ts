/** Paging/includes parameters shared by the activity feeds. */
export interface FeedParams {
  limit?: number;
  next?: string | null;
  includes?: readonly string[];
  rank?: string;
  styled?: boolean;
}

/** Posts plus what a feed card shows: profiles, products (tiles) and media objects. */
export const FEED_INCLUDES = ['profiles', 'ltks', 'products', 'media_objects'] as const;

export function feedQuery(params: FeedParams, defaultLimit: number) {
  return {
    limit: params.limit ?? defaultLimit,
    next: params.next ?? undefined,
    includes: params.includes ?? FEED_INCLUDES,
    rank: params.rank,
    styled: params.styled ? 'true' : undefined,
  };
}
