/** Section-9 business constants that do not depend on a route. */
export const FRESHNESS_MS = 5 * 60 * 1000;
export const NEW_USER_WINDOW_MS = 5 * 60 * 1000;
export const SESSION_VALUE_MAX_AGE_MS = 60 * 1000;

export const PAGE_SIZES = {
  searchPosts: 20,
  feed: 36,
  idBatch: 36,
  wishes: 36,
  collections: 36,
  productSets: 36,
  shopSearch: 36,
  giftGuides: 36,
  likes: 30,
  sharedWishes: 30,
  followingFeed: 8,
  followingGuides: 8,
  trendingProducts: 10,
  follows: 30,
  recommendedProfiles: 3,
  recommendations: 30,
  nonPostSearch: 3,
  suggestions: 3,
  scrollEventPage: 30,
} as const;

export const BATCHING = {
  windowMs: 50,
  ids: 36,
  productDetails: 48,
  profileIds: 36,
  profileDisplayNames: 10,
  likes: 10,
  products: 10,
  wishes: 10,
  deletes: 10,
  mediaObjects: 10,
  follows: 36,
} as const;

export const TIMEOUTS = {
  requestMs: 30_000,
  retryOn403: 1,
  splashMs: 2_000,
  inAppNoticeMs: 3_000,
  loadingBarThrottleMs: 200,
  loadingBarDurationMs: 3_000,
  loadingBarHideDelayMs: 500,
  analyticsThrottleMs: 500,
  pageViewPushDelayMs: 250,
  shopTermDebounceMs: 300,
  chunkReloadIntervalMs: 60_000,
  pageLoadFlagMs: 2_000,
} as const;

export const IMPRESSION = { visibleRatio: 0.5, rootMargin: '-80px 0px 0px 0px' } as const;

export const TOKEN_LIFETIMES_S = {
  hostedAccess: 36_000,
  hostedRefresh: 2_592_000,
  passwordAccess: 15_552_000,
  passwordRefresh: 31_104_000,
} as const;

export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const IMAGE = {
  widths: [88, 256, 450] as const,
  height: 736,
  maxDpr: 3,
  quality: 80,
  heroWidth: 450,
  avatarSize: 100,
} as const;

export const SEARCH_HISTORY_MAX = 3;
export const CART_BADGE_CAP = 9;
export const CART_PREVIEW_MAX_THUMBS = 5;
export const SPLASH_NAME_MAX = 20;
export const DRAWER_WIDTH = 375;
export const LEGAL_DIALOG_WIDTH = 343;
export const UNFOLLOW_DIALOG_MAX_WIDTH = 248;
export const CART_SNACKBAR_MAX_WIDTH = 360;
export const CURRENCY = 'USD';
export const RANKINGS = ['trending', 'recent', 'relevant'] as const;
export type Ranking = (typeof RANKINGS)[number];
/** Feeds with fewer than this many posts after an unfollow are cleared for refetch. */
export const FOLLOWING_FEED_MIN_POSTS = 4;
/** Popular searches: this many picked at random from the fixed list. */
export const POPULAR_SEARCHES_SHOWN = 3;
/** Maximum UUID lengths (compact / hyphenated). */
export const UUID_MAX_LENGTH = { compact: 32, hyphenated: 36 } as const;
/** Snapshot sampling rate by environment. */
export const SNAPSHOT_SAMPLING = { production: 1, other: 100 } as const;
/** Connection types on which prefetching linked pages is skipped (also when data-saver is on). */
export const NO_PREFETCH_CONNECTIONS = ['slow-2g', '2g'] as const;
