import { PAGE_SIZES } from '@ltk/contracts';
import { hashtagSource } from '@ltk/routes/hashtag';
import type { FeedSource } from '@ltk/store';
import { FEED_NAMES } from '@ltk/store';
import type { FeedDefinition } from './feed-definitions';

/** Where a hashtag's posts come from: a special hashtag's global feed, else the hashtag path (@ltk/routes). */
export const hashtagFeedSource = (hashtag: string): FeedSource => hashtagSource(hashtag);

/** The shared-store feed of a hashtag (cached as `hashtag:<hashtag>`, 36 a page). */
export function hashtagFeed(hashtag: string): FeedDefinition {
  return {
    name: FEED_NAMES.hashtag(hashtag),
    source: hashtagFeedSource(hashtag),
    limit: PAGE_SIZES.feed,
    requiresLogin: false,
  };
}
