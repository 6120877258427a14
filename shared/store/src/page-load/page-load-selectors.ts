import type { RootState } from '../app/root-reducer';

/** Whether the page is still in its first load. */
export const selectIsPageLoad = (state: RootState): boolean => state.pageLoad.active;

/** Whether the page of this navigation (its `location.key`) has shown its first content. */
export const selectVisitContentReady = (state: RootState, visitKey: string): boolean =>
  state.pageLoad.readyVisits.includes(visitKey);
