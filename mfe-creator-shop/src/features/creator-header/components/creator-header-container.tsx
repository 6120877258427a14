import type { Profile } from '@ltk/contracts';
import { CreatorHeader } from '@ltk/ui/shop';
import type { ReactNode } from 'react';
import { useFollowCreator } from '../hooks/use-follow-creator';
import { useFollowerCount } from '../hooks/use-follower-count';
import { FollowerCount } from './follower-count';

/** The shop header wired to follow state and follower statistics, around the shop's tabs and page (`children`). */
export function CreatorHeaderContainer({ profile, children }: { profile: Profile; children: ReactNode }) {
  const follow = useFollowCreator(profile.id);
  const followersCount = useFollowerCount(profile.id, follow.following);
  return (
    <CreatorHeader
      profile={profile}
      followers={followersCount !== undefined && <FollowerCount count={followersCount} />}
      {...follow}
    >
      {children}
    </CreatorHeader>
  );
}
