import { PAGE_SIZES } from '@ltk/contracts';
import { useList, WISH_FEED_PREFIX } from '@ltk/store';
import { useMemo } from 'react';
import type { ShareIds } from './share-hash';
import { wishlistProductsLoader } from './wishlist-products-loader';

/** One of the user's wishlists, 36 wishes a page by cursor; unwishing a product drops it from the list. */
export function useOwnWishlistProducts(collectionId: string) {
  const load = useMemo(
    () =>
      wishlistProductsLoader(
        (api, cursor) => api.getWishCollectionWishes(collectionId, { cursor, limit: PAGE_SIZES.wishes }),
        { own: true },
      ),
    [collectionId],
  );
  return useList(`${WISH_FEED_PREFIX}:${collectionId}`, load);
}

/** A shared wishlist's products, 30 a page by cursor (anyone with the link). */
export function useSharedWishlistProducts(hash: string, ids: ShareIds | null, enabled: boolean) {
  const load = useMemo(
    () =>
      wishlistProductsLoader(
        (api, cursor) =>
          api.getSharedWishCollectionWishes(ids?.shareId ?? '', {
            userId: ids?.ownerId ?? '',
            cursor,
            limit: PAGE_SIZES.sharedWishes,
          }),
        { own: false },
      ),
    [ids?.shareId, ids?.ownerId],
  );
  return useList(`shared-wishlist:${hash}`, load, { enabled: enabled && ids !== null });
}
