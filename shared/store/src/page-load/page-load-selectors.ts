import type { RootState } from '../app/root-reducer';

/** Whether the page is still in its first load. */
export const selectIsPageLoad = (state: RootState): boolean => state.pageLoad.active;
