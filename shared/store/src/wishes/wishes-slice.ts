import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CursorMeta, Wish } from '@ltk/contracts';
import { sessionReset } from '../app/session-reset';
import type { FetchStatus } from '../feeds/feed-state';

export interface WishesState {
  /** Wished product ids (ltkProductId), newest first. */
  productIds: string[];
  byProductId: Record<string, Wish>;
  meta?: CursorMeta;
  status: FetchStatus;
}

const initialState: WishesState = { productIds: [], byProductId: {}, status: 'idle' };

/** The user's wishes (favorite products). */
export const wishesSlice = createSlice({
  name: 'wishes',
  initialState,
  reducers: {
    wishesReceived(
      state,
      action: PayloadAction<{ wishes: readonly Wish[]; meta?: CursorMeta; append?: boolean }>,
    ) {
      if (!action.payload.append) {
        state.productIds = [];
        state.byProductId = {};
      }
      for (const wish of action.payload.wishes) {
        if (!state.byProductId[wish.ltkProductId]) state.productIds.push(wish.ltkProductId);
        state.byProductId[wish.ltkProductId] = wish;
      }
      state.meta = action.payload.meta;
      state.status = 'succeeded';
    },
    wishAdded(state, action: PayloadAction<Wish>) {
      const wish = action.payload;
      state.productIds = [wish.ltkProductId, ...state.productIds.filter((id) => id !== wish.ltkProductId)];
      state.byProductId[wish.ltkProductId] = wish;
    },
    wishRemoved(state, action: PayloadAction<string>) {
      state.productIds = state.productIds.filter((id) => id !== action.payload);
      delete state.byProductId[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionReset, () => initialState);
  },
  selectors: {
    selectWishedProductIds: (state) => state.productIds,
    selectIsProductWished: (state, productId: string) => Boolean(state.byProductId[productId]),
  },
});

export const { wishesReceived, wishAdded, wishRemoved } = wishesSlice.actions;
export const { selectWishedProductIds, selectIsProductWished } = wishesSlice.selectors;
