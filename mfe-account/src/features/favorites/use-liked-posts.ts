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
import { useCallback } from 'react';
import { joinLikedPosts, type LikedPost } from './liked-posts';
import { usePagedFavorites, type FavoritesPage } from './use-paged-favorites';

const keyOf = (item: LikedPost) => item.post.id;

/** The user's liked posts, 30 likes per page (older than the last one), joined to posts, creators and products. */
export function useLikedPosts() {
  const api = useApi();
  const bus = useBus();
  const dispatch = useAppDispatch();
  const store = useAppStore();

  const loadPage = useCallback(
    async (before: string | null): Promise<FavoritesPage<LikedPost>> => {
      const page = await api.getLikes({ limit: PAGE_SIZES.likes, beforeDatetime: before ?? undefined });
      dispatch(likesReceived({ likes: page.likes, meta: page.meta, append: Boolean(before) }));
      const ids = page.likes.map((like) => like.ltkId);
      const posts = ids.length > 0 ? await api.getLtksByIds(ids) : { ltks: [], profiles: [], products: [] };
      const products = posts.products ?? [];
      const details = await api.getProductDetails(products.map((p) => p.productDetailsId));
      const names = new Map(details.map((d) => [d.id, d.name]));
      const last = page.likes[page.likes.length - 1];
      const next = page.meta?.next ?? (page.meta?.nextUrl && last ? last.dateLiked : null);
      return {
        items: joinLikedPosts(ids, posts.ltks, posts.profiles ?? [], products, names),
        next: page.likes.length > 0 ? (next ?? null) : null,
      };
    },
    [api, dispatch],
  );
  const list = usePagedFavorites(loadPage, keyOf, 'Error fetching likes');
  const { removeLocally } = list;

  const unlike = useCallback(
    (target: LikedPost) => {
      // Deleting removes locally first and ignores a server failure (section 4).
      const postId = target.post.id;
      removeLocally(target);
      if (selectLikes(store.getState()).byPostId[postId]) {
        void dispatch(toggleLike(postId));
        return;
      }
      publishAnalytics(bus, ANALYTICS_EVENTS.unlike, { postId });
      api.deleteLikes([postId]).catch(() => undefined);
    },
    [api, bus, dispatch, store, removeLocally],
  );

  return { ...list, unlike };
}
