import { ANALYTICS_EVENTS, PAGE_SIZES } from '@ltk/contracts';
import { useApi, useBus } from '@ltk/platform';
import {
  likesReceived,
  publishAnalytics,
  selectLikes,
  toggleLike,
  useAppDispatch,
  useAppStore,
} from '@ltk/store';
import { useCallback, useEffect, useRef, useState } from 'react';
import { joinLikedPosts, type LikedPost } from './liked-posts';

type State = {
  status: 'pending' | 'idle' | 'error';
  items: LikedPost[];
  before: string | null;
  loaded: boolean;
};

/** The user's liked posts, 30 likes per page (older than the last one), joined to posts, creators and products. */
export function useLikedPosts() {
  const api = useApi();
  const bus = useBus();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [state, setState] = useState<State>({ status: 'pending', items: [], before: null, loaded: false });
  const busy = useRef(false);

  const load = useCallback(
    async (before: string | null) => {
      if (busy.current) return;
      busy.current = true;
      setState((s) => ({ ...s, status: 'pending' }));
      try {
        const page = await api.getLikes({ limit: PAGE_SIZES.likes, beforeDatetime: before ?? undefined });
        dispatch(likesReceived({ likes: page.likes, meta: page.meta, append: Boolean(before) }));
        const ids = page.likes.map((like) => like.ltkId);
        const posts = ids.length > 0 ? await api.getLtksByIds(ids) : { ltks: [], profiles: [], products: [] };
        const products = posts.products ?? [];
        const details = await api.getProductDetails(products.map((p) => p.productDetailsId));
        const names = new Map(details.map((d) => [d.id, d.name]));
        const items = joinLikedPosts(ids, posts.ltks, posts.profiles ?? [], products, names);
        const last = page.likes[page.likes.length - 1];
        const next = page.meta?.next ?? (page.meta?.nextUrl && last ? last.dateLiked : null);
        setState((s) => ({
          status: 'idle',
          items: before ? [...s.items, ...items] : items,
          before: page.likes.length > 0 ? (next ?? null) : null,
          loaded: true,
        }));
      } catch (error) {
        console.error('Error fetching likes', error);
        setState((s) => ({ ...s, status: 'error', loaded: true }));
      } finally {
        busy.current = false;
      }
    },
    [api, dispatch],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  const unlike = useCallback(
    (target: LikedPost) => {
      // Deleting removes locally first and ignores a server failure (section 4).
      const postId = target.post.id;
      setState((s) => ({ ...s, items: s.items.filter((item) => item.post.id !== postId) }));
      if (selectLikes(store.getState()).byPostId[postId]) {
        void dispatch(toggleLike(postId));
        return;
      }
      publishAnalytics(bus, ANALYTICS_EVENTS.unlike, { postId });
      api.deleteLikes([postId]).catch(() => undefined);
    },
    [api, bus, dispatch, store],
  );

  return {
    state,
    hasMore: state.before !== null,
    loadMore: () => (state.before ? void load(state.before) : undefined),
    retry: () => void load(null),
    unlike,
  };
}
