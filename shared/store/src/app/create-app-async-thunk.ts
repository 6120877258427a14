import { createAsyncThunk } from '@reduxjs/toolkit';
import type { RootState } from './root-reducer';
import type { ThunkExtra } from './thunk-extra';
import type { AppDispatch } from './types';

/** createAsyncThunk typed for the shared store. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: ThunkExtra;
}>();
