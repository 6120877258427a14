import { PAGE_SIZES } from '@ltk/contracts';
import {
  defineList,
  LIKED_POSTS_TAG,
  likesReceived,
  likesSlice,
  WISHED_PRODUCTS_TAG,
  wishesSlice,
} from '@ltk/store';
import { loadCardPosts } from '@ltk/store/card-posts';
import { loadWishlistProducts } from '../../lib/wished-products-loader';

/**
 * GET /v2/likes/: the user's liked posts, 30 likes a page (each page the likes older than the last one), with their
 * posts, creators, products and product details in the shared entities. The ids are the posts, in like order; an
 * unliked post leaves the list at once (section 4).
 */
export const likedPosts = defineList({
  owner: likesSlice,
  name: 'liked-posts',
  args: (userId: string) => userId,
  tags: [LIKED_POSTS_TAG],
  load: async (_userId, before, api) => {
    const page = await api.extra.api.getLikes({ limit: PAGE_SIZES.likes, beforeDatetime: before });
    api.dispatch(likesReceived({ likes: page.likes, meta: page.meta, append: Boolean(before) }));
    const ids = page.likes.map((like) => like.ltkId);
    const last = page.likes[page.likes.length - 1];
    const next = page.meta?.next ?? (page.meta?.nextUrl && last ? last.dateLiked : null);
    return {
      ids: await loadCardPosts(ids, api),
      meta: { next: page.likes.length > 0 ? (next ?? null) : null },
    };
  },
});

/**
 * GET /v2/wishes/: the user's wished products, 36 wishes a page by cursor, with their products and details in the
 * shared entities. An unwished product leaves the list (the last one drops it, section 4); a new wish drops it.
 */
export const wishedProducts = defineList({
  owner: wishesSlice,
  name: 'wished-products',
  args: (userId: string) => userId,
  tags: [WISHED_PRODUCTS_TAG],
  load: (_userId, cursor, api) =>
    loadWishlistProducts(api, api.extra.api.getWishes({ cursor, limit: PAGE_SIZES.wishes }), { own: true }),
});
