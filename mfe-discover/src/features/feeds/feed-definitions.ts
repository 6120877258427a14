import { paths } from '@ltk/routes';
import type { FeedSource } from '@ltk/store';
import { FEED_NAMES } from '@ltk/store';

/** A shared-store feed: where it comes from and how it is cached. */
export interface FeedDefinition {
  /** Store cache name (shared with other remotes). */
  name: string;
  source: FeedSource;
  /** Page size; without it, the api client's section-9 size for the source (36; the user feed 8). */
  limit?: number;
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

/** Discover: the featured feed, 36 a page (sections 7 and 9: the api client's default for it). */
export const DISCOVER_FEED: HomeFeedDefinition = {
  name: FEED_NAMES.discover,
  source: { kind: 'featured' },
  path: paths.home(),
  titleKey: 'tabs.discover',
  requiresLogin: false,
  pageErrorMessage: 'Error fetching discover feed',
};

/** For you: trending posts ranked over 24 h. */
export const FOR_YOU_FEED: HomeFeedDefinition = {
  name: FEED_NAMES.forYou,
  source: { kind: 'trending', rank: '24h' },
  path: paths.homeForYou(),
  titleKey: 'tabs.forYou',
  requiresLogin: false,
};

/** Following: posts of followed creators, 8 a page (the api client's default), logged in only. */
export const FOLLOWING_FEED: HomeFeedDefinition = {
  name: FEED_NAMES.following,
  source: { kind: 'user' },
  path: paths.homeFollowing(),
  titleKey: 'tabs.following',
  requiresLogin: true,
};
