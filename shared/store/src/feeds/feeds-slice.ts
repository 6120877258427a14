import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FeedMeta } from '@ltk/contracts';
import { sessionReset } from '../app/session-reset';
import { feedKey, type FeedState } from './feed-state';

export interface FeedReceivedPayload {
  name: string;
  ids: readonly string[];
  meta?: FeedMeta;
  /** Replace instead of append. */
  overwrite?: boolean;
  fetchedAt: number;
}

export type FeedsState = Record<string, FeedState>;

const emptyFeed = (): FeedState => ({ ids: [], status: 'idle' });

const initialState: FeedsState = {};

/** Feeds cached per lower-cased name: first fetch replaces, later pages append, overwrite replaces. */
export const feedsSlice = createSlice({
  name: 'feeds',
  initialState,
  reducers: {
    feedPending(state, action: PayloadAction<{ name: string; tags?: readonly string[] }>) {
      const key = feedKey(action.payload.name);
      const feed = (state[key] ??= emptyFeed());
      feed.status = 'pending';
      delete feed.error;
      if (action.payload.tags?.length) feed.tags = [...action.payload.tags];
    },
    feedReceived(state, action: PayloadAction<FeedReceivedPayload>) {
      const { name, ids, meta, overwrite, fetchedAt } = action.payload;
      const key = feedKey(name);
      const previous = state[key];
      const replace = overwrite || !previous || !previous.meta;
      // One pass over the draft's ids into a Set: appending a page to a feed of 1,000 ids stays well under a
      // millisecond (an `includes` over the draft per new id was most of a long task while scrolling a long feed).
      const before = replace ? [] : previous.ids;
      const seen = new Set(before);
      const merged = replace ? [...ids] : [...before, ...ids.filter((id) => !seen.has(id))];
      state[key] = { ids: merged, meta: meta ?? {}, status: 'succeeded', fetchedAt, tags: previous?.tags };
    },
    feedFailed(state, action: PayloadAction<{ name: string; status: number; message: string }>) {
      const key = feedKey(action.payload.name);
      const feed = (state[key] ??= emptyFeed());
      feed.status = 'failed';
      feed.error = { status: action.payload.status, message: action.payload.message };
    },
    feedCleared(state, action: PayloadAction<{ name: string }>) {
      delete state[feedKey(action.payload.name)];
    },
    feedIdsRemoved(state, action: PayloadAction<{ name: string; ids: readonly string[] }>) {
      const feed = state[feedKey(action.payload.name)];
      if (feed) feed.ids = feed.ids.filter((id) => !action.payload.ids.includes(id));
    },
    /**
     * Removes ids (without `ids`: all, when an item joined the lists) from every list declaring the tag; a list left
     * empty is dropped (fetched again where shown) unless `keepEmpty` (a removal made before the server knows of it:
     * a list fetched again at once could bring it back).
     */
    taggedIdsRemoved(
      state,
      {
        payload: { tag, ids, keepEmpty },
      }: PayloadAction<{ tag: string; ids?: readonly string[]; keepEmpty?: boolean }>,
    ) {
      for (const [key, feed] of Object.entries(state)) {
        if (!feed.tags?.includes(tag)) continue;
        feed.ids = ids ? feed.ids.filter((id) => !ids.includes(id)) : [];
        if (!feed.ids.length && !keepEmpty) delete state[key];
      }
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionReset, () => ({}));
  },
  selectors: {
    selectFeeds: (state) => state,
  },
});

export const { feedPending, feedReceived, feedFailed, feedCleared, feedIdsRemoved, taggedIdsRemoved } =
  feedsSlice.actions;
