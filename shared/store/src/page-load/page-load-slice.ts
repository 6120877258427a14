import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** How many navigations' "content ready" marks are kept (a back navigation to one of them finds it). */
const READY_VISITS_KEPT = 20;

export interface PageLoadState {
  /** True during the page's first load: until 2 s after start, or the first fetch of a hashtag page. */
  active: boolean;
  /**
   * The navigations (history entries: react-router's `location.key`, the same in every router of the page) whose
   * page has shown its first content, oldest first. Unlike `active`, per visit: the creator shop's splash reads it.
   */
  readyVisits: string[];
}

const initialState: PageLoadState = { active: true, readyVisits: [] };

/** The section-4 page-load flag: on at start, off for good once ended; and each visit's "first content shown". */
export const pageLoadSlice = createSlice({
  name: 'pageLoad',
  initialState,
  reducers: {
    pageLoadEnded(state) {
      state.active = false;
    },
    /** The page of this navigation (its `location.key`) has its first content on screen (or its error). */
    visitContentReady(state, action: PayloadAction<string>) {
      if (state.readyVisits.includes(action.payload)) return;
      state.readyVisits.push(action.payload);
      if (state.readyVisits.length > READY_VISITS_KEPT) state.readyVisits.shift();
    },
  },
});

export const { pageLoadEnded, visitContentReady } = pageLoadSlice.actions;
