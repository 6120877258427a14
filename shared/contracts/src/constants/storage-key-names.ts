// STORAGE_KEYS (re-exported as a namespace by storage-keys.ts): one export per value, so a bundle keeps only the values it reads.

/** sessionStorage: profile id to follow after signup. */
export const followProfile = 'follow-profile';
/** localStorage: post id to like after signup. */
export const favoritePost = 'favorite-post';
/** localStorage: product id to wish after signup. */
export const favoriteProduct = 'favorite-product';
/** localStorage: saved tokens and user, see `Session`. */
export const session = 'ltk-session';
export const coachmarkPost = 'coachmark-seen-post';
export const coachmarkCreator = 'coachmark-seen-creator';
export const coachmarkShareFollows = 'coachmark-seen-share-follows';
export const termsOfService = 'terms-of-service';
export const searchHistory = 'search-history';
export const creatorHistory = 'creator-history';
export const remoteOverrides = 'ltk-remote-overrides';
export const chunkReloadAt = 'ltk-chunk-reload-at';
