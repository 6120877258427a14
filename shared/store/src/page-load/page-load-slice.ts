import { createSlice } from '@reduxjs/toolkit';

export interface PageLoadState {
  /** True during the page's first load: until 2 s after start, or the first fetch of a hashtag page. */
  active: boolean;
}

const initialState: PageLoadState = { active: true };

/** The section-4 page-load flag: on at start, off for good once ended. */
export const pageLoadSlice = createSlice({
  name: 'pageLoad',
  initialState,
  reducers: {
    pageLoadEnded(state) {
      state.active = false;
    },
  },
});

export const { pageLoadEnded } = pageLoadSlice.actions;
