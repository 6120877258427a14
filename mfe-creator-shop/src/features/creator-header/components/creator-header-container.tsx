import type { Profile } from '@ltk/contracts';
import { useFollowCreator } from '../hooks/use-follow-creator';
import { useFollowerCount } from '../hooks/use-follower-count';
import { CreatorHeader } from './creator-header';

/** The shop header wired to follow state and follower statistics. */
export function CreatorHeaderContainer({ profile }: { profile: Profile }) {
  const follow = useFollowCreator(profile.id);
  const followersCount = useFollowerCount(profile.id, follow.following);
  return <CreatorHeader profile={profile} followersCount={followersCount} {...follow} />;
}
