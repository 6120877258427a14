import { useRead } from '@ltk/store';
import { followerCount } from '../follower-counts';

/**
 * Follower count of a creator, read again when the viewer's follow state changes (keeping the last count
 * meanwhile); undefined until known or when statistics fail (failures are silent, section 8).
 */
export function useFollowerCount(profileId: string, following: boolean): number | undefined {
  return useRead(followerCount, { profileId, following }).data;
}
