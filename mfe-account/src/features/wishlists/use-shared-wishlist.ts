import { isApiError } from '@ltk/api-client';
import { defineRead, useAppSelector, useRead } from '@ltk/store';
import { decodeShareHash, type ShareIds } from './share-hash';
import {
  selectSharedOutcome,
  selectWishlist,
  sharedWishlistResolved,
  wishlistsSlice,
} from './wishlists-slice';

/** GET /v2/wish_collections_shared/{id}?user_id=: the wishlist a share hash names, and the outcome of the read. */
const sharedWishlist = defineRead({
  owner: wishlistsSlice,
  name: 'shared-wishlist',
  args: ({ hash }: { hash: string; ids: ShareIds }) => hash,
  load: async ({ hash, ids }, { dispatch, extra }) => {
    try {
      const { wishCollections } = await extra.api.getSharedWishCollection(ids.shareId, ids.ownerId);
      const collection = wishCollections[0];
      dispatch(
        sharedWishlistResolved(
          collection
            ? { hash, collection, outcome: { kind: 'found', collectionId: collection.id } }
            : { hash, outcome: { kind: 'not-found' } },
        ),
      );
    } catch (error) {
      if (!isApiError(error)) throw error;
      const outcome =
        error.status === 404
          ? ({ kind: 'not-found' } as const)
          : error.error_code === 'shared_wishlists_disabled'
            ? ({ kind: 'disabled' } as const)
            : error.error_code === 'shared_wishlist_forbidden'
              ? ({ kind: 'forbidden' } as const)
              : null;
      if (!outcome) throw error;
      dispatch(sharedWishlistResolved({ hash, outcome }));
    }
  },
  select: (root, { hash }) => selectSharedOutcome(root, hash),
});

/**
 * The wishlist a share hash names (GET /v2/wish_collections_shared/{id}?user_id=). A not-found answer is swallowed
 * (section 8: the page shows its empty state); the allow-list gate's 403s are outcomes too; other errors fail.
 */
export function useSharedWishlist(hash: string) {
  const ids = decodeShareHash(hash);
  const { data: stored, ...request } = useRead(sharedWishlist, ids ? { hash, ids } : null);
  const outcome = ids ? stored : ({ kind: 'not-found' } as const);
  const collection = useAppSelector((root) =>
    outcome?.kind === 'found' ? selectWishlist(root, outcome.collectionId) : undefined,
  );
  return { outcome, collection, ids, ...request };
}
