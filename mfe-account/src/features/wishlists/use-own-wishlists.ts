import { defineRead, useRead } from '@ltk/store';
import { ownWishlistsReceived, selectOwnWishlists, wishlistsSlice } from './wishlists-slice';

/** GET /v2/wish_collections/: the signed-in user's wish collections, default first. */
const ownWishlists = defineRead({
  owner: wishlistsSlice,
  name: 'own-wishlists',
  args: () => 'user',
  load: async (_args: void, { dispatch, extra }) => {
    const { wishCollections } = await extra.api.getWishCollections();
    dispatch(ownWishlistsReceived(wishCollections));
  },
  select: selectOwnWishlists,
});

/** The signed-in user's wish collections, default first. */
export function useOwnWishlists(enabled = true) {
  const { data, status, error, retry } = useRead(ownWishlists, enabled ? undefined : null);
  return { wishlists: data ?? [], status, error, retry };
}
