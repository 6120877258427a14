import {
  fetchLikeStatus,
  fetchProducts,
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '@ltk/store';
import { useEffect } from 'react';
import { CARD_PRODUCTS } from './card-products';

/**
 * Loads what the cards of these posts show besides the post: like state (signed in) and the first products. Takes
 * ids and reads the posts when a page arrives, so the hook does not subscribe its feed to the posts' entities.
 */
export function useCardData(postIds: readonly string[]): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    if (loggedIn && postIds.length > 0) void dispatch(fetchLikeStatus(postIds));
  }, [dispatch, loggedIn, postIds]);
  useEffect(() => {
    const posts = store.getState().entities.posts;
    const productIds = postIds.flatMap((id) => posts[id]?.productIds.slice(0, CARD_PRODUCTS) ?? []);
    if (productIds.length > 0) void dispatch(fetchProducts(productIds));
  }, [dispatch, store, postIds]);
}
