import { useAppSelector, useStoreRequest } from '@ltk/store';
import { dispatchToWishlists, ownWishlistsReceived, selectOwnWishlists } from './wishlists-slice';

/** The signed-in user's wish collections (GET /v2/wish_collections/), default first. */
export function useOwnWishlists(enabled = true) {
  const request = useStoreRequest(enabled ? 'wishlists:own' : null, async ({ dispatch, extra }) => {
    const { wishCollections } = await extra.api.getWishCollections();
    dispatchToWishlists(dispatch, ownWishlistsReceived(wishCollections));
  });
  const wishlists = useAppSelector(selectOwnWishlists);
  return { wishlists, ...request };
}
