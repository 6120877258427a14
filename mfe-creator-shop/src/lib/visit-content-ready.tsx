import { useAppDispatch, visitContentReady } from '@ltk/store';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Marks this visit of the shop (the history entry's `location.key`) as showing its first content, for the shell's
 * 'Visiting {creatorName} Shop' splash. A layout effect: the mark is in the store before the browser paints the
 * content, so the splash leaves in the same frame.
 */
export function VisitContentReady() {
  const dispatch = useAppDispatch();
  const { key } = useLocation();
  useLayoutEffect(() => {
    dispatch(visitContentReady(key));
  }, [dispatch, key]);
  return null;
}
