/** A creator profile. */
export interface Profile {
  id: string;
  displayName: string;
  fullName: string;
  bio: string;
  avatarUrl: string;
  followersCount: number;
}

/** A profile recommendation (GET /v1/recommendations/ltk_profile_recommendations/). */
export interface RecommendedProfile {
  id: string;
  objectID: string;
  displayName: string;
  query: string;
  avatarUrl: string;
}

/** Follower statistics (GET /v2/followers_statistics/). */
export interface FollowerStatistics {
  profileId: string;
  followersCount: number;
}
