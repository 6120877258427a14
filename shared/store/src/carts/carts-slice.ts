import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { CartItemResponse, CartResponse, CartsResponse } from '@ltk/contracts';
import { sessionReset } from '@ltk/store';

/** The signed-in user's carts: one copy for the header badge, the drawer and every add to cart. */
export interface CartsState {
  /** The carts with their includes, as GET /v1/carts answers (most recently changed first); null until loaded. */
  data: CartsResponse | null;
  /** Bumped by every change this page makes, so a list read that started before it is known to be out of date. */
  revision: number;
  /** Variant ids the last checkouts rejected (shown 'not available'). */
  invalidVariantIds: string[];
}

export const CARTS_INITIAL_STATE: CartsState = { data: null, revision: 0, invalidVariantIds: [] };

const INCLUDES = [
  'catalogRetailerProducts',
  'productDetails',
  'retailerProductVariants',
  'retailers',
] as const;

/** Entities of `incoming` replace those with the same id; the others stay. */
function upsert<T extends { id: string }>(
  current: T[] | undefined,
  incoming: T[] | undefined,
): T[] | undefined {
  if (!incoming?.length) return current;
  const replaced = new Set(incoming.map((entity) => entity.id));
  return [...(current ?? []).filter((entity) => !replaced.has(entity.id)), ...incoming];
}

/**
 * One cart as a POST or PATCH of a cart item answers it (the cart, its items, their includes) merged into the list:
 * the cart goes first (the api orders carts by last change), its old items are replaced by the answer's.
 */
function mergeCartView(data: CartsResponse, view: CartsResponse): CartsResponse {
  const cartIds = new Set(view.carts.map((cart) => cart.id));
  const merged: CartsResponse = {
    ...data,
    carts: [...view.carts, ...data.carts.filter((cart) => !cartIds.has(cart.id))],
    cartItems: [...data.cartItems.filter((item) => !cartIds.has(item.cartId)), ...view.cartItems],
  };
  const includes = merged as Record<(typeof INCLUDES)[number], { id: string }[] | undefined>;
  for (const key of INCLUDES) includes[key] = upsert<{ id: string }>(data[key], view[key]);
  return merged;
}

export const cartsSlice = createSlice({
  name: 'carts',
  initialState: CARTS_INITIAL_STATE,
  reducers: {
    /** A full list read; ignored when the page changed a cart after the read started (the reader loads again). */
    cartsReceived(state, action: PayloadAction<{ data: CartsResponse; revision: number }>) {
      if (action.payload.revision !== state.revision) return;
      state.data = action.payload.data;
    },
    /** The answer of an add or a quantity change: that cart with includes. */
    cartItemSaved(state, action: PayloadAction<CartItemResponse>) {
      state.revision += 1;
      const { cartItem: _saved, ...view } = action.payload;
      // Before the first list read there is nothing to merge into: the read that follows brings the whole list.
      if (state.data) state.data = mergeCartView(state.data, view);
    },
    /** One cart read again (GET /v1/carts/{cartId}): merged as a saved item's answer is. */
    cartRefreshed(state, action: PayloadAction<CartResponse>) {
      state.revision += 1;
      const { cart: _cart, ...view } = action.payload;
      if (state.data) state.data = mergeCartView(state.data, view);
    },
    /** Items or carts the api deleted (a cart left empty goes too); the caller then reads the list again. */
    cartsDeleted(state, action: PayloadAction<{ itemIds?: string[]; cartIds?: string[] }>) {
      state.revision += 1;
      if (!state.data) return;
      const items = new Set(action.payload.itemIds ?? []);
      const carts = new Set(action.payload.cartIds ?? []);
      state.data.carts = state.data.carts.filter((cart) => !carts.has(cart.id));
      for (const cart of state.data.carts) cart.cartItemIds = cart.cartItemIds.filter((id) => !items.has(id));
      state.data.cartItems = state.data.cartItems.filter(
        (item) => !items.has(item.id) && !carts.has(item.cartId),
      );
    },
    checkoutRejected(state, action: PayloadAction<string[]>) {
      state.invalidVariantIds = [...new Set([...state.invalidVariantIds, ...action.payload])];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionReset, () => CARTS_INITIAL_STATE);
  },
});

declare module '@ltk/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof cartsSlice> {}
}

export const { cartsReceived, cartItemSaved, cartRefreshed, cartsDeleted, checkoutRejected } =
  cartsSlice.actions;
