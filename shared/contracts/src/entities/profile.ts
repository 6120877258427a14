import type { ApiSchemas } from './api-schemas';

/** A creator profile. */
export type Profile = ApiSchemas['Profile'];

/** A profile recommendation (GET /v1/recommendations/ltk_profile_recommendations/). */
export type RecommendedProfile = ApiSchemas['RecommendedProfile'];

/** Follower statistics (GET /v2/followers_statistics/). */
export type FollowerStatistics = ApiSchemas['FollowerStatistics'];
