import { ANALYTICS_EVENTS, FOLLOWING_FEED_MIN_POSTS, PAGE_SIZES, STORAGE_KEYS } from '@ltk/contracts';
import { createAppAsyncThunk } from '../app/create-app-async-thunk';
import { FEED_NAMES } from '../feeds/feed-names';
import { postFeed } from '../feeds/fetch-feed';
import { feedCleared, feedIdsRemoved } from '../feeds/feeds-slice';
import { feedKey } from '../feeds/feed-state';
import { publishAnalytics } from '../lib/publish-analytics';
import { rememberForSignup } from '../lib/remember-for-signup';
import { followAdded, followRemoved, followsFailed, followsPending, followsReceived } from './follows-slice';

/** Loads follows (all, or the status of given profiles); logged in only; failures swallowed per section 8. */
export const fetchFollows = createAppAsyncThunk(
  'follows/fetchFollows',
  async (args: { profileIds?: readonly string[] } | undefined, { getState, dispatch, extra }) => {
    if (getState().auth.status !== 'authenticated') return;
    dispatch(followsPending());
    try {
      const response = await extra.api.getFollows({
        profileIds: args?.profileIds,
        limit: PAGE_SIZES.follows,
      });
      dispatch(followsReceived({ follows: response.follows, append: Boolean(args?.profileIds) }));
    } catch {
      dispatch(followsFailed());
    }
  },
);

/**
 * Follows a profile, or unfollows it when already followed (the unfollow dialog is UI: call this after
 * confirm; this publishes /follow or /unfollow/confirm). Logged out: remembers `follow-profile` in session
 * storage and navigates to signup. Following clears the following feed; unfollowing removes that creator's
 * posts and clears the feed when fewer than 4 remain.
 */
/** The store key of the Following feed. */
const followingFeed = () => postFeed.key({ name: FEED_NAMES.following, source: { kind: 'user' } });

export const toggleFollow = createAppAsyncThunk(
  'follows/toggleFollow',
  async (profileId: string, { getState, dispatch, extra }) => {
    const state = getState();
    if (state.auth.status !== 'authenticated') {
      rememberForSignup(extra, 'sessionStorage', STORAGE_KEYS.followProfile, profileId, 'discover');
      return 'signup' as const;
    }
    if (state.follows.byProfileId[profileId]) {
      await extra.api.deleteFollows([profileId]);
      dispatch(followRemoved(profileId));
      publishAnalytics(extra.bus, ANALYTICS_EVENTS.unfollowConfirm, { profileId });
      const after = getState();
      const following = after.feeds[feedKey(followingFeed())];
      if (following) {
        const theirs = following.ids.filter((id) => after.entities.posts[id]?.profileId === profileId);
        if (following.ids.length - theirs.length < FOLLOWING_FEED_MIN_POSTS) {
          dispatch(feedCleared({ name: followingFeed() }));
        } else {
          dispatch(feedIdsRemoved({ name: followingFeed(), ids: theirs }));
        }
      }
      return 'unfollowed' as const;
    }
    const follow = await extra.api.createFollow(profileId);
    dispatch(followAdded(follow));
    dispatch(feedCleared({ name: followingFeed() }));
    publishAnalytics(extra.bus, ANALYTICS_EVENTS.follow, { profileId });
    return 'followed' as const;
  },
);
