import { ANALYTICS_EVENTS, BATCHING, PAGE_SIZES, STORAGE_KEYS } from '@ltk/contracts';
import { createAppAsyncThunk } from '../app/create-app-async-thunk';
import type { AppDispatch } from '../app/types';
import { taggedIdsRemoved } from '../feeds/feeds-slice';
import { fetchFollows } from '../follows/follow-thunks';
import { idsToFetch } from '../lib/is-fresh';
import { publishAnalytics } from '../lib/publish-analytics';
import { rememberForSignup } from '../lib/remember-for-signup';
import { READ_TAGS, readsInvalidated } from '../requests/requests-slice';
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

/**
 * The tag of lists of liked posts (the favorite posts): an unliked post leaves them at once (section 4: deleting
 * removes locally first), a new like drops them (fetched again where shown).
 */
export const LIKED_POSTS_TAG = 'liked-posts';

/** Section 4: likes, follows and recommended profiles are refetched after a like change. */
function refetchAfterLikeChange(dispatch: AppDispatch) {
  void dispatch(fetchLikes(undefined));
  void dispatch(fetchFollows(undefined));
  // Invalidated reads load again where they are shown (useRead).
  dispatch(readsInvalidated({ tags: [READ_TAGS.recommendedProfiles] }));
}

/** Per store (keyed by its thunk `extra`): the last state pressed for each post, and its chain of writes. */
type LikeWrite = { desired: boolean; tail: Promise<unknown> };
const likeWritesByStore = new WeakMap<object, Map<string, LikeWrite>>();

function likeWritesOf(extra: object): Map<string, LikeWrite> {
  let writes = likeWritesByStore.get(extra);
  if (!writes) {
    writes = new Map();
    likeWritesByStore.set(extra, writes);
  }
  return writes;
}

/**
 * Likes or unlikes a post. Logged out: remembers `favorite-post` and navigates to signup.
 * Unlike removes locally first and ignores a server failure; like adds to the front once created.
 * Presses on one post are written one after another, in order, and a press superseded by a later one is not sent:
 * the last press wins on the server (quick unlike + like sent POST before the batched DELETE, and the server kept
 * the like deleted while the page showed it liked).
 */
export const toggleLike = createAppAsyncThunk(
  'likes/toggleLike',
  async (postId: string, { getState, dispatch, extra }) => {
    const state = getState();
    if (state.auth.status !== 'authenticated') {
      rememberForSignup(extra, 'localStorage', STORAGE_KEYS.favoritePost, postId, 'favorite-post');
      return 'signup' as const;
    }
    const writes = likeWritesOf(extra);
    const pending = writes.get(postId);
    const desired = !(pending ? pending.desired : Boolean(state.likes.byPostId[postId]));
    const write = pending ?? { desired, tail: Promise.resolve() };
    write.desired = desired;
    writes.set(postId, write);
    if (!desired) {
      dispatch(likeRemoved(postId));
      dispatch(taggedIdsRemoved({ tag: LIKED_POSTS_TAG, ids: [postId], keepEmpty: true }));
    }

    const send = async () => {
      if (write.desired !== desired) return;
      if (!desired) {
        dispatch(likeRemoved(postId));
        publishAnalytics(extra.bus, ANALYTICS_EVENTS.unlike, { postId });
        await extra.api.deleteLikes([postId]).catch(() => undefined);
        return;
      }
      const like = await extra.api.createLike(postId);
      if (write.desired) {
        dispatch(likeAdded(like));
        dispatch(taggedIdsRemoved({ tag: LIKED_POSTS_TAG }));
      }
      publishAnalytics(extra.bus, ANALYTICS_EVENTS.like, { postId });
    };
    const run = write.tail.then(send);
    const tail = run.catch(() => undefined);
    write.tail = tail;
    try {
      await run;
    } finally {
      // The last write of a burst: the post is settled, and what depends on likes is read again.
      if (write.tail === tail) {
        writes.delete(postId);
        refetchAfterLikeChange(dispatch);
      }
    }
    return desired ? ('liked' as const) : ('unliked' as const);
  },
);
