import type { ActivityFeedResponse } from '@ltk/contracts';
import type { ApiClient, FeedParams } from '@ltk/api-client';

/** Where a shared post feed comes from (section 7 activity feeds). */
export type FeedSource =
  | { kind: 'featured'; rank?: string }
  | { kind: 'trending'; rank?: string }
  | { kind: 'user' }
  | { kind: 'profile'; profileId: string; rank?: string }
  | { kind: 'hashtag'; hashtag: string };

/** Loads one page of a feed source. */
export function loadFeedSource(
  api: ApiClient,
  source: FeedSource,
  params: FeedParams,
): Promise<ActivityFeedResponse> {
  switch (source.kind) {
    case 'featured':
      return api.getFeaturedFeed({ ...params, rank: source.rank });
    case 'trending':
      return api.getTrendingFeed({ ...params, rank: source.rank });
    case 'user':
      return api.getUserFeed(params);
    case 'profile':
      return api.getProfileFeed(source.profileId, { ...params, rank: source.rank });
    case 'hashtag':
      return api.getHashtagFeed(source.hashtag, params);
  }
}
