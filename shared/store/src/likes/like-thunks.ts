import { ANALYTICS_EVENTS, PAGE_SIZES, STORAGE_KEYS } from '@ltk/contracts';
import { createAppAsyncThunk } from '../app/create-app-async-thunk';
import { publishAnalytics } from '../lib/publish-analytics';
import { rememberForSignup } from '../lib/remember-for-signup';
import {
  likeAdded,
  likeRemoved,
  likesFailed,
  likesPending,
  likesReceived,
  likeStatusReceived,
} from './likes-slice';

/** Loads the user's likes (logged in only; failures swallowed per section 8). */
export const fetchLikes = createAppAsyncThunk(
  'likes/fetchLikes',
  async (args: { beforeDatetime?: string; limit?: number } | undefined, { getState, dispatch, extra }) => {
    if (getState().auth.status !== 'authenticated') return;
    dispatch(likesPending());
    try {
      const response = await extra.api.getLikes({
        limit: args?.limit ?? PAGE_SIZES.likes,
        beforeDatetime: args?.beforeDatetime,
      });
      dispatch(
        likesReceived({ likes: response.likes, meta: response.meta, append: Boolean(args?.beforeDatetime) }),
      );
    } catch {
      dispatch(likesFailed());
    }
  },
);

/** Checks whether the given posts are liked (batched lookups; logged in only; failures swallowed). */
export const fetchLikeStatus = createAppAsyncThunk(
  'likes/fetchLikeStatus',
  async (ltkIds: readonly string[], { getState, dispatch, extra }) => {
    const state = getState();
    if (state.auth.status !== 'authenticated') return;
    const unchecked = [...new Set(ltkIds.filter((id) => id && !state.likes.checked[id]))];
    if (unchecked.length === 0) return;
    try {
      const likes = await extra.api.getLikesForPosts(unchecked);
      dispatch(likeStatusReceived({ ltkIds: unchecked, likes }));
    } catch {
      // like lookups fail silently
    }
  },
);

/**
 * Likes or unlikes a post. Logged out: remembers `favorite-post` and navigates to signup.
 * Unlike removes locally first and ignores a server failure; like adds to the front once created.
 */
export const toggleLike = createAppAsyncThunk(
  'likes/toggleLike',
  async (postId: string, { getState, dispatch, extra }) => {
    const state = getState();
    if (state.auth.status !== 'authenticated') {
      rememberForSignup(extra, 'localStorage', STORAGE_KEYS.favoritePost, postId, 'favorite-post');
      return 'signup' as const;
    }
    if (state.likes.byPostId[postId]) {
      dispatch(likeRemoved(postId));
      publishAnalytics(extra.bus, ANALYTICS_EVENTS.unlike, { postId });
      await extra.api.deleteLikes([postId]).catch(() => undefined);
      void dispatch(fetchLikes(undefined));
      return 'unliked' as const;
    }
    const like = await extra.api.createLike(postId);
    dispatch(likeAdded(like));
    publishAnalytics(extra.bus, ANALYTICS_EVENTS.like, { postId });
    void dispatch(fetchLikes(undefined));
    return 'liked' as const;
  },
);
