import { isApiError } from '@ltk/api-client';
import type { ActivityFeedResponse } from '@ltk/contracts';
import { createAppAsyncThunk } from '../app/create-app-async-thunk';
import { entitiesReceived } from '../entities/entities-slice';
import { feedFailed, feedPending, feedReceived } from './feeds-slice';
import { feedHasMore, feedKey, isFeedFetched } from './feed-state';
import { loadFeedSource, type FeedSource } from './feed-source';
import { nextCursor } from './next-cursor';

export interface FetchFeedArgs {
  /** Cache name (lower-cased for storage). */
  name: string;
  source: FeedSource;
  limit?: number;
  /** Refetch from the first page and replace. */
  overwrite?: boolean;
}

/**
 * Fetches the next page of a feed (or the first one): first fetch replaces, later pages append,
 * overwrite replaces; does nothing while pending or when there are no more pages (unless overwrite).
 */
export const fetchFeed = createAppAsyncThunk(
  'feeds/fetchFeed',
  async ({ name, source, limit, overwrite }: FetchFeedArgs, { getState, dispatch, extra }) => {
    const feed = getState().feeds[feedKey(name)];
    const next = !overwrite && isFeedFetched(feed) ? nextCursor(feed?.meta) : undefined;
    dispatch(feedPending({ name }));
    let response: ActivityFeedResponse;
    try {
      response = await loadFeedSource(extra.api, source, { next, limit });
    } catch (error) {
      const status = isApiError(error) ? error.status : 500;
      const message = error instanceof Error ? error.message : 'Unknown error';
      dispatch(feedFailed({ name, status, message }));
      throw error;
    }
    const fetchedAt = extra.now();
    const data = response.data;
    dispatch(
      entitiesReceived({
        fetchedAt,
        posts: data.ltks,
        profiles: data.profiles,
        products: data.products,
        productDetails: data.productDetails,
        mediaObjects: data.mediaObjects,
      }),
    );
    dispatch(
      feedReceived({
        name,
        ids: data.activities.map((activity) => activity.postId),
        meta: response.meta,
        overwrite: overwrite || !next,
        fetchedAt,
      }),
    );
  },
  {
    condition: ({ name, overwrite }, { getState }) => {
      const feed = getState().feeds[feedKey(name)];
      if (feed?.status === 'pending') return false;
      return Boolean(overwrite) || feedHasMore(feed);
    },
  },
);
