/** Browser storage keys (section 3), one place only. */
export const STORAGE_KEYS = {
  /** sessionStorage: profile id to follow after signup. */
  followProfile: 'follow-profile',
  /** localStorage: post id to like after signup. */
  favoritePost: 'favorite-post',
  /** localStorage: product id to wish after signup. */
  favoriteProduct: 'favorite-product',
  /** localStorage: saved tokens and user, see `Session`. */
  session: 'ltk-session',
  coachmarkPost: 'coachmark-seen-post',
  coachmarkCreator: 'coachmark-seen-creator',
  coachmarkShareFollows: 'coachmark-seen-share-follows',
  termsOfService: 'terms-of-service',
  searchHistory: 'search-history',
  creatorHistory: 'creator-history',
  remoteOverrides: 'ltk-remote-overrides',
  chunkReloadAt: 'ltk-chunk-reload-at',
} as const;

/** The locale cookie name. */
export const LOCALE_COOKIE = 'locale';

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
