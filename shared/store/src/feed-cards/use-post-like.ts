import { useCallback } from 'react';
// Through the package name: the shared store singleton, while this module is bundled with each feed that uses it.
import { selectIsPostLiked, toggleLike, useAppDispatch, useAppSelector } from '@ltk/store';

/** One feed card's like: whether the reader likes the post (its own selector) and a stable toggle. */
export function usePostLike(postId: string): { liked: boolean; onLikeToggle: () => void } {
  const dispatch = useAppDispatch();
  const liked = useAppSelector((state) => selectIsPostLiked(state, postId));
  const onLikeToggle = useCallback(() => void dispatch(toggleLike(postId)), [dispatch, postId]);
  return { liked, onLikeToggle };
}
