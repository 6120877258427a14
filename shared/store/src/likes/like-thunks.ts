import { ANALYTICS_EVENTS, BATCHING, FRESHNESS_MS, PAGE_SIZES, STORAGE_KEYS } from '@ltk/contracts';
import { createAppAsyncThunk } from '../app/create-app-async-thunk';
import type { AppDispatch } from '../app/types';
import { fetchFollows } from '../follows/follow-thunks';
import { publishAnalytics } from '../lib/publish-analytics';
import { rememberForSignup } from '../lib/remember-for-signup';
import { RECOMMENDED_PROFILES_REQUEST, requestsInvalidated } from '../requests/requests-slice';
import {
  likeAdded,
  likeRemoved,
  likesFailed,
  likesPending,
  likesReceived,
  likeStatusFailed,
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
          fetchedAt: extra.now(),
        }),
      );
    } catch {
      dispatch(likesFailed());
    }
  },
);

/**
 * Checks whether the given posts are liked: ids de-duplicated, empty, pending and fresh (5 minutes) ones dropped,
 * one request per batch of 36 (logged in only; failures swallowed). A like or unlike made while a request is
 * out keeps its local state when the answer comes.
 */
export const fetchLikeStatus = createAppAsyncThunk(
  'likes/fetchLikeStatus',
  async (ltkIds: readonly string[], { getState, dispatch, extra }) => {
    const { auth, likes } = getState();
    if (auth.status !== 'authenticated') return;
    const now = extra.now();
    const wanted = [...new Set(ltkIds)].filter((id) => {
      const checkedAt = likes.checkedAt[id];
      return id.trim() && !likes.pending[id] && (checkedAt === undefined || now - checkedAt >= FRESHNESS_MS);
    });
    if (wanted.length === 0) return;
    dispatch(likeStatusPending(wanted));
    const batches: string[][] = [];
    for (let start = 0; start < wanted.length; start += BATCHING.ids)
      batches.push(wanted.slice(start, start + BATCHING.ids));
    await Promise.all(
      batches.map(async (batch) => {
        try {
          const response = await extra.api.getLikes({ ltkIds: batch, limit: batch.length });
          dispatch(
            likeStatusReceived({
              ltkIds: batch,
              likes: response.likes,
              since: likes.revision,
              fetchedAt: extra.now(),
            }),
          );
        } catch {
          dispatch(likeStatusFailed(batch));
        }
      }),
    );
  },
);

/** Section 4: likes, follows and recommended profiles are refetched after a like change. */
function refetchAfterLikeChange(dispatch: AppDispatch) {
  void dispatch(fetchLikes(undefined));
  void dispatch(fetchFollows(undefined));
  dispatch(requestsInvalidated({ prefix: RECOMMENDED_PROFILES_REQUEST }));
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
      refetchAfterLikeChange(dispatch);
      return 'unliked' as const;
    }
    const like = await extra.api.createLike(postId);
    dispatch(likeAdded(like));
    publishAnalytics(extra.bus, ANALYTICS_EVENTS.like, { postId });
    refetchAfterLikeChange(dispatch);
    return 'liked' as const;
  },
);
