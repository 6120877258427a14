import { combineSlices } from '@reduxjs/toolkit';
import { authSlice } from '../auth/auth-slice';
import { entitiesSlice } from '../entities/entities-slice';
import { feedsSlice } from '../feeds/feeds-slice';
import { followsSlice } from '../follows/follows-slice';
import { likesSlice } from '../likes/likes-slice';
import { pageLoadSlice } from '../page-load/page-load-slice';
import { requestsSlice } from '../requests/requests-slice';
import { wishesSlice } from '../wishes/wishes-slice';

/**
 * Slices remotes inject at runtime; a remote declares its own with
 * `declare module '@ltk/store' { interface LazyLoadedSlices extends WithSlice<typeof cartSlice> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- extended by remotes through declaration merging
export interface LazyLoadedSlices {}

/** The root reducer: shared slices now, remote slices through `rootReducer.inject(slice)`. */
export const rootReducer = combineSlices(
  entitiesSlice,
  feedsSlice,
  likesSlice,
  wishesSlice,
  followsSlice,
  authSlice,
  requestsSlice,
  pageLoadSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
