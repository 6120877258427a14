import type { RecommendedProfile, SearchHit } from '@ltk/contracts';
import type { CreatorSuggestion } from './build-menu-sections';

/** Recommended profiles carry id/displayName (search-backed ones objectID/query). */
export function fromRecommendedProfile(profile: RecommendedProfile): CreatorSuggestion | null {
  const profileId = profile.id || profile.objectID;
  const displayName = profile.displayName || profile.query;
  return profileId && displayName ? { profileId, displayName, avatarUrl: profile.avatarUrl } : null;
}

/** A profile hit of the suggestions call. */
export function fromProfileHit(hit: SearchHit): CreatorSuggestion | null {
  const displayName = hit.postProfileDisplay || hit.query;
  const profileId = hit.id || hit.objectID;
  return profileId && displayName ? { profileId, displayName, avatarUrl: hit.imageLink ?? undefined } : null;
}

export const isPresent = <T>(value: T | null): value is T => value !== null;
