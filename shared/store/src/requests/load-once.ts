import { isApiError } from '@ltk/api-client';
import { FRESHNESS_MS } from '@ltk/contracts';
import { createAppAsyncThunk } from '../app/create-app-async-thunk';
import type { AppDispatch } from '../app/types';
import type { RootState } from '../app/root-reducer';
import type { ThunkExtra } from '../app/thunk-extra';
import { requestFailed, requestPending, requestSucceeded } from './requests-slice';

/** What a keyed read does: call the api through `extra.api` and dispatch its data into a slice. */
export type LoadFn = (api: {
  dispatch: AppDispatch;
  getState: () => RootState;
  extra: ThunkExtra;
}) => Promise<unknown>;

export interface LoadOnceArgs {
  /** Names the read and its cache entry (a read definition's key: `entities/product-set:123`). */
  key: string;
  load: LoadFn;
  /** The read definition's tags. */
  tags?: readonly string[];
  /** Load even if a fresh result is cached (a retry, a pull to refresh). */
  force?: boolean;
  /** How long a result stays fresh (default: the spec's 5 minutes). */
  maxAgeMs?: number;
}

/**
 * Runs a keyed read once: skipped while the same key is pending, or while its last result is fresh; records
 * pending, failure (status and message) and the time of success in the `requests` slice. Rejects on failure.
 */
export const loadOnce = createAppAsyncThunk(
  'requests/loadOnce',
  async ({ key, load, tags }: LoadOnceArgs, { dispatch, getState, extra }) => {
    dispatch(requestPending({ key, tags }));
    try {
      await load({ dispatch, getState, extra });
    } catch (error) {
      const status = isApiError(error) ? error.status : 500;
      const message = error instanceof Error ? error.message : 'Unknown error';
      dispatch(requestFailed({ key, status, message }));
      throw error;
    }
    dispatch(requestSucceeded({ key, fetchedAt: extra.now() }));
  },
  {
    condition: ({ key, force, maxAgeMs = FRESHNESS_MS }, { getState, extra }) => {
      const request = getState().requests[key];
      if (request?.status === 'pending') return false;
      if (force) return true;
      const fresh =
        request?.status === 'succeeded' &&
        request.fetchedAt !== undefined &&
        extra.now() - request.fetchedAt < maxAgeMs;
      return !fresh;
    },
  },
);
