import { PAGE_SIZES } from '@ltk/contracts';
import type { FeedSource } from '@ltk/store';
import { FEED_NAMES } from '@ltk/store';
import type { FeedDefinition } from './feed-definitions';

/** Hashtags served by a global feed instead of the hashtag path (section 5). */
export const SPECIAL_HASHTAG_SOURCES: Readonly<Record<string, FeedSource>> = {
  'popular-today': { kind: 'trending', rank: '24h' },
  'trending-creators': { kind: 'featured', rank: '24h' },
  'top-shared': { kind: 'trending', rank: 'deeplink' },
};

/** Where a hashtag's posts come from: a special hashtag's global feed, else the hashtag path. */
export function hashtagFeedSource(hashtag: string): FeedSource {
  return SPECIAL_HASHTAG_SOURCES[hashtag.toLowerCase()] ?? { kind: 'hashtag', hashtag };
}

/** The shared-store feed of a hashtag (cached as `hashtag:<hashtag>`, 36 a page). */
export function hashtagFeed(hashtag: string): FeedDefinition {
  return {
    name: FEED_NAMES.hashtag(hashtag),
    source: hashtagFeedSource(hashtag),
    limit: PAGE_SIZES.feed,
    requiresLogin: false,
  };
}
