import { useEffect } from 'react';
// Through the package name: the shared store singleton, while this module is bundled with each feed that uses it.
import {
  fetchLikeStatus,
  fetchProducts,
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '@ltk/store';

/**
 * Loads what the feed cards of these posts show besides the post: like state (signed in) and the first
 * `productsPerCard` products of each. Takes ids and reads the posts when a page arrives, so the hook does not
 * subscribe its feed to the posts' entities.
 */
export function useCardData(postIds: readonly string[], productsPerCard: number): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    if (loggedIn && postIds.length > 0) void dispatch(fetchLikeStatus(postIds));
  }, [dispatch, loggedIn, postIds]);
  useEffect(() => {
    const posts = store.getState().entities.posts;
    const productIds = postIds.flatMap((id) => posts[id]?.productIds.slice(0, productsPerCard) ?? []);
    if (productIds.length > 0) void dispatch(fetchProducts(productIds));
  }, [dispatch, store, postIds, productsPerCard]);
}
