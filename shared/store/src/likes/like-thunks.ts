import { ANALYTICS_EVENTS, BATCHING, PAGE_SIZES, STORAGE_KEYS } from '@ltk/contracts';
import { createAppAsyncThunk } from '../app/create-app-async-thunk';
import type { AppDispatch } from '../app/types';
import { fetchFollows } from '../follows/follow-thunks';
import { idsToFetch } from '../lib/is-fresh';
import { publishAnalytics } from '../lib/publish-analytics';
import { rememberForSignup } from '../lib/remember-for-signup';
import { RECOMMENDED_PROFILES_REQUEST, requestForgotten } from '../requests/requests-slice';
import type { RootState } from '../app/root-reducer';
import {
  likeAdded,
  likeRemoved,
  likesFailed,
  likesPending,
  likesReceived,
  likeStatusPending,
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
        likesReceived({
          likes: response.likes,
          meta: response.meta,
          append: Boolean(args?.beforeDatetime),
        }),
      );
    } catch {
      dispatch(likesFailed());
    }
  },
);

/**
 * Checks whether the given posts are liked: ids de-duplicated, empty ones and ones asked in the last 5 minutes
 * (answered or still out) dropped, one request per batch of 36 (logged in only; failures swallowed). A post liked
 * or unliked here keeps its local state when an answer comes.
 */
export const fetchLikeStatus = createAppAsyncThunk(
  'likes/fetchLikeStatus',
  async (ltkIds: readonly string[], { getState, dispatch, extra }) => {
    const { auth, likes } = getState();
    if (auth.status !== 'authenticated') return;
    const now = extra.now();
    const wanted = idsToFetch(likes.checkedAt, ltkIds, now);
    if (wanted.length === 0) return;
    dispatch(likeStatusPending({ ltkIds: wanted, at: now }));
    const batches: Promise<void>[] = [];
    for (let start = 0; start < wanted.length; start += BATCHING.ids) {
      const batch = wanted.slice(start, start + BATCHING.ids);
      batches.push(
        extra.api.getLikes({ ltkIds: batch, limit: batch.length }).then(
          (response) => void dispatch(likeStatusReceived({ ltkIds: batch, likes: response.likes })),
          () => undefined,
        ),
      );
    }
    await Promise.all(batches);
  },
);

/** Section 4: likes, follows and recommended profiles are refetched after a like change. */
function refetchAfterLikeChange(dispatch: AppDispatch, state: RootState) {
  void dispatch(fetchLikes(undefined));
  void dispatch(fetchFollows(undefined));
  // Forgotten reads load again where they are shown (useStoreRequest).
  for (const key of Object.keys(state.requests))
    if (key.startsWith(RECOMMENDED_PROFILES_REQUEST)) dispatch(requestForgotten({ key }));
}

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
      refetchAfterLikeChange(dispatch, getState());
      return 'unliked' as const;
    }
    const like = await extra.api.createLike(postId);
    dispatch(likeAdded(like));
    publishAnalytics(extra.bus, ANALYTICS_EVENTS.like, { postId });
    refetchAfterLikeChange(dispatch, getState());
    return 'liked' as const;
  },
);
