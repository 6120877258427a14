import type { Post } from '@ltk/contracts';
import { fetchLikeStatus, fetchProducts, selectIsLoggedIn, useAppDispatch, useAppSelector } from '@ltk/store';
import { useEffect, useMemo } from 'react';
import { CARD_PRODUCTS } from './card-products';

/** Loads what the cards of these posts show besides the post: like state (signed in) and the first products. */
export function useCardData(posts: readonly Post[]): void {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const postIds = useMemo(() => posts.map((post) => post.id), [posts]);
  useEffect(() => {
    if (loggedIn && postIds.length > 0) void dispatch(fetchLikeStatus(postIds));
  }, [dispatch, loggedIn, postIds]);
  const productIds = useMemo(() => posts.flatMap((post) => post.productIds.slice(0, CARD_PRODUCTS)), [posts]);
  useEffect(() => {
    if (productIds.length > 0) void dispatch(fetchProducts(productIds));
  }, [dispatch, productIds]);
}
