import { ANALYTICS_EVENTS } from '@ltk/contracts';
import { useBus } from '@ltk/platform';
import {
  fetchFollows,
  selectIsFollowing,
  selectIsLoggedIn,
  toggleFollow,
  useAppDispatch,
  useAppSelector,
} from '@ltk/store';
import { useEffect } from 'react';
import type { FollowControls } from '@ltk/ui/shop';

/**
 * Follow state and actions for one creator. Not following: follow at once ('/follow', published by
 * toggleFollow). Following: the button's dialog confirms ('/unfollow/confirm') or cancels ('/unfollow/cancel').
 * Logged out, toggleFollow remembers the profile and sends the user to signup.
 */
export function useFollowCreator(profileId: string): FollowControls {
  const dispatch = useAppDispatch();
  const bus = useBus();
  const following = useAppSelector((state) => selectIsFollowing(state, profileId));
  const authenticated = useAppSelector(selectIsLoggedIn);

  useEffect(() => {
    if (authenticated) void dispatch(fetchFollows({ profileIds: [profileId] }));
  }, [authenticated, dispatch, profileId]);

  return {
    following,
    onFollow: () => void dispatch(toggleFollow(profileId)),
    onUnfollowConfirm: () => void dispatch(toggleFollow(profileId)),
    onUnfollowCancel: () =>
      bus.publish('analytics/event', { name: ANALYTICS_EVENTS.unfollowCancel, properties: { profileId } }),
  };
}
