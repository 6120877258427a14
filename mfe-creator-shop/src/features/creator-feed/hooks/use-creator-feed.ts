import type { FeedGridStatus } from '@ltk/ui';
import { listGridStatus } from '@ltk/ui/list-grid';
import { FEED_NAMES, postFeed, useList } from '@ltk/store';

export interface CreatorFeed {
  /** The feed's name in the store (also the masonry list's layout cache key). */
  name: string;
  postIds: readonly string[];
  status: FeedGridStatus;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** The creator's posts (GET /v3/activities/posts/profile/{profileId}), paged by the next cursor. */
export function useCreatorFeed(profileId: string): CreatorFeed {
  const feed = { name: FEED_NAMES.profile(profileId), source: { kind: 'profile', profileId } } as const;
  const { ids, status, hasMore, loadMore, retry } = useList(postFeed, feed);
  return { name: feed.name, postIds: ids, status: listGridStatus(status), hasMore, loadMore, retry };
}
