import { FEED_CARD_MAX_PRODUCTS } from '@ltk/ui';
import {
  fetchLikeStatus,
  fetchProducts,
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '@ltk/store';
import { useEffect } from 'react';

/** Loads what the cards of a feed page need beyond the feed response: their first products and like state. */
export function useCardData(postIds: readonly string[]) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const loggedIn = useAppSelector(selectIsLoggedIn);

  useEffect(() => {
    if (postIds.length === 0) return;
    const posts = store.getState().entities.posts;
    const productIds = postIds.flatMap((id) => posts[id]?.productIds.slice(0, FEED_CARD_MAX_PRODUCTS) ?? []);
    void dispatch(fetchProducts(productIds));
  }, [dispatch, store, postIds]);

  useEffect(() => {
    if (loggedIn && postIds.length > 0) void dispatch(fetchLikeStatus(postIds));
  }, [dispatch, loggedIn, postIds]);
}
