/** Names of the feeds shared across remotes (stored lower-cased). */
export const FEED_NAMES = {
  discover: 'discover',
  following: 'following',
  forYou: 'for-you',
  /** `profile:<profileId>` */
  profile: (profileId: string) => `profile:${profileId}`,
  /** `hashtag:<hashtag>` */
  hashtag: (hashtag: string) => `hashtag:${hashtag}`,
} as const;
