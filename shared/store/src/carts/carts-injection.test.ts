import type { CartsResponse } from '@ltk/contracts';
import { loadCarts, selectCartsState } from '.';
import { AUTHED, storeHarness } from '../test-support/store-harness';

const LIST = { carts: [], cartItems: [] } satisfies CartsResponse;

// Its own file: another test's store would already have injected the slice into this copy's root reducer.
it("joins the store through its thunk extra (a dev remote's copy of the package), not at module load", async () => {
  const h = storeHarness({ 'GET /v1/carts': () => ({ body: LIST }) }, { auth: AUTHED });
  const injected: string[] = [];
  h.store.dispatch((_dispatch, _getState, extra) => {
    const own = extra.injectSlice;
    extra.injectSlice = (slice) => {
      injected.push(slice.reducerPath);
      own(slice);
    };
  });
  expect(h.store.getState()).not.toHaveProperty('carts');
  await h.store.dispatch(loadCarts());
  expect(injected).toEqual(['carts']);
  expect(selectCartsState(h.store.getState()).data).toEqual(LIST);
  await h.store.dispatch(loadCarts({ force: true }));
  expect(injected).toEqual(['carts']);
});
