import { useApi, useRequest } from '@ltk/platform';
import { useRef } from 'react';

/**
 * Follower count of a creator, refetched when the viewer's follow state changes (keeping the last
 * count meanwhile); undefined until known or when statistics fail (failures are silent, section 8).
 */
export function useFollowerCount(profileId: string, following: boolean): number | undefined {
  const api = useApi();
  const last = useRef<{ profileId: string; count: number } | null>(null);
  const request = useRequest(`${profileId}:${following ? 1 : 0}`, () =>
    api.getFollowerStatistics(profileId).then((response) => response.followersStatistics.followersCount),
  );
  if (request.status === 'success') last.current = { profileId, count: request.data };
  return last.current?.profileId === profileId ? last.current.count : undefined;
}
