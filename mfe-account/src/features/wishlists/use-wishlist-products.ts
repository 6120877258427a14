import { PAGE_SIZES } from '@ltk/contracts';
import { defineList, entitiesSlice, useList, WISHED_PRODUCTS_TAG } from '@ltk/store';
import type { ShareIds } from './share-hash';
import { loadWishlistProducts } from '../../lib/wished-products-loader';

/** GET /v2/wish_collections/{id}/wishes: one of the user's wishlists, 36 wishes a page by cursor. */
const ownWishlistProducts = defineList({
  owner: entitiesSlice,
  name: 'own-wishlist-products',
  args: (collectionId: string) => collectionId,
  // An unwished product leaves the list (section 4).
  tags: [WISHED_PRODUCTS_TAG],
  load: (collectionId, cursor, api) =>
    loadWishlistProducts(
      api,
      api.extra.api.getWishCollectionWishes(collectionId, { cursor, limit: PAGE_SIZES.wishes }),
      { own: true },
    ),
});

/** GET /v2/wish_collections_shared/{id}/wishes?user_id=: a shared wishlist's products, 30 a page (anyone). */
const sharedWishlistProducts = defineList({
  owner: entitiesSlice,
  name: 'shared-wishlist-products',
  args: ({ hash }: { hash: string; ids: ShareIds }) => hash,
  load: ({ ids }, cursor, api) =>
    loadWishlistProducts(
      api,
      api.extra.api.getSharedWishCollectionWishes(ids.shareId, {
        userId: ids.ownerId,
        cursor,
        limit: PAGE_SIZES.sharedWishes,
      }),
      { own: false },
    ),
});

/** One of the user's wishlists, 36 wishes a page by cursor; unwishing a product drops it from the list. */
export function useOwnWishlistProducts(collectionId: string) {
  return useList(ownWishlistProducts, collectionId);
}

const NO_IDS: ShareIds = { shareId: '', ownerId: '' };

/** A shared wishlist's products, 30 a page by cursor (anyone with the link). */
export function useSharedWishlistProducts(hash: string, ids: ShareIds | null, enabled: boolean) {
  return useList(sharedWishlistProducts, { hash, ids: ids ?? NO_IDS }, { enabled: enabled && ids !== null });
}
