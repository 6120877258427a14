import { PAGE_SIZES } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import type { FeedSource } from '@ltk/store';
import { FEED_NAMES } from '@ltk/store';

/** A shared-store feed: where it comes from and how it is cached. */
export interface FeedDefinition {
  /** Store cache name (shared with other remotes). */
  name: string;
  source: FeedSource;
  limit: number;
  requiresLogin: boolean;
}

/** One home tab's feed: also its path and page title. */
export interface HomeFeedDefinition extends FeedDefinition {
  path: string;
  /** i18n key (mfe_discover) of the page title. */
  titleKey: 'tabs.discover' | 'tabs.forYou' | 'tabs.following';
  /** Section 8: a failed first load of this feed is a page error (`ltk-feed-not-found`) with this message. */
  pageErrorMessage?: string;
}

/** Discover: the featured feed, 36 a page (sections 7 and 9). */
export const DISCOVER_FEED: HomeFeedDefinition = {
  name: FEED_NAMES.discover,
  source: { kind: 'featured' },
  limit: PAGE_SIZES.feed,
  path: paths.home(),
  titleKey: 'tabs.discover',
  requiresLogin: false,
  pageErrorMessage: 'Error fetching discover feed',
};

/** For you: trending posts ranked over 24 h. */
export const FOR_YOU_FEED: HomeFeedDefinition = {
  name: FEED_NAMES.forYou,
  source: { kind: 'trending', rank: '24h' },
  limit: PAGE_SIZES.feed,
  path: paths.homeForYou(),
  titleKey: 'tabs.forYou',
  requiresLogin: false,
};

/** Following: posts of followed creators, 8 a page, logged in only. */
export const FOLLOWING_FEED: HomeFeedDefinition = {
  name: FEED_NAMES.following,
  source: { kind: 'user' },
  limit: PAGE_SIZES.followingFeed,
  path: paths.homeFollowing(),
  titleKey: 'tabs.following',
  requiresLogin: true,
};
