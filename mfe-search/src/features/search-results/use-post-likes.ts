import { fetchLikeStatus, selectLikes, toggleLike, useAppDispatch, useAppSelector } from '@ltk/store';
import { useCallback, useEffect } from 'react';

/** Like state of the shown posts from the shared store (looked up once per post), and the shared toggle. */
export function usePostLikes(postIds: readonly string[]) {
  const dispatch = useAppDispatch();
  const likes = useAppSelector(selectLikes);
  const key = postIds.join(',');

  useEffect(() => {
    if (key) void dispatch(fetchLikeStatus(key.split(',')));
  }, [dispatch, key]);

  const isLiked = useCallback((postId: string) => Boolean(likes.byPostId[postId]), [likes]);
  const toggle = useCallback((postId: string) => void dispatch(toggleLike(postId)), [dispatch]);
  return { isLiked, toggle };
}
