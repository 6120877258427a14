/** Section-9 business constants that do not depend on a route. */
export const FRESHNESS_MS = 5 * 60 * 1000;
export const NEW_USER_WINDOW_MS = 5 * 60 * 1000;
export const SESSION_VALUE_MAX_AGE_MS = 60 * 1000;

export * as PAGE_SIZES from './page-sizes';

export * as BATCHING from './batching';

export * as TIMEOUTS from './timeouts';

export const IMPRESSION = { visibleRatio: 0.5, rootMargin: '-80px 0px 0px 0px' } as const;

export const TOKEN_LIFETIMES_S = {
  hostedAccess: 36_000,
  hostedRefresh: 2_592_000,
  passwordAccess: 15_552_000,
  passwordRefresh: 31_104_000,
} as const;

export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export * as IMAGE from './image';

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
