// What every app gets for `@reduxjs/toolkit` (shared singleton): store, slices, thunks, selectors and
// matchers. RTK Query lives at `@reduxjs/toolkit/query` and is not part of this. Sharing would ship the
// module whole (listener middleware, entity adapters, auto-batch enhancer...); re-exporting named pieces
// lets webpack drop the rest. An app that needs another export adds it here (facades.test.ts checks
// every name the workspace imports).
export {
  combineSlices,
  configureStore,
  createAction,
  createAsyncThunk,
  createSelector,
  createSlice,
} from '@ltk/mf-config/impl/redux-toolkit';
