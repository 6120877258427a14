import type { Profile } from '@ltk/contracts';
import type { ReactNode } from 'react';
import { useFollowCreator } from '../hooks/use-follow-creator';
import { useFollowerCount } from '../hooks/use-follower-count';
import { CreatorHeader } from './creator-header';

/** The shop header wired to follow state and follower statistics, around the shop's tabs and page (`children`). */
export function CreatorHeaderContainer({ profile, children }: { profile: Profile; children: ReactNode }) {
  const follow = useFollowCreator(profile.id);
  const followersCount = useFollowerCount(profile.id, follow.following);
  return (
    <CreatorHeader profile={profile} followersCount={followersCount} {...follow}>
      {children}
    </CreatorHeader>
  );
}
