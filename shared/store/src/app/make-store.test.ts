import { createSlice } from '@reduxjs/toolkit';
import { ANONYMOUS_AUTH } from '@ltk/contracts';
import { likesReceived } from '../likes/likes-slice';
import { wishesReceived } from '../wishes/wishes-slice';
import { feedReceived } from '../feeds/feeds-slice';
import { injectSlices } from './inject-slices';
import { rootReducer } from './root-reducer';
import { AUTHED, storeHarness, wish } from '../test-support/store-harness';

describe('makeStore', () => {
  it('mirrors the bus auth topic', () => {
    const { store, bus } = storeHarness();
    expect(store.getState().auth.status).toBe('anonymous');
    bus.publish('auth', AUTHED);
    expect(store.getState().auth).toEqual(AUTHED);
  });

  it('clears likes, wishes and feeds on logout', () => {
    const { store, bus } = storeHarness({}, { auth: AUTHED });
    store.dispatch(likesReceived({ likes: [{ ltkId: 'a', dateLiked: 'x' }] }));
    store.dispatch(wishesReceived({ wishes: [wish('w', 'p')] }));
    store.dispatch(feedReceived({ name: 'following', ids: ['a'], meta: {}, fetchedAt: 1 }));
    bus.publish('auth', ANONYMOUS_AUTH);
    const state = store.getState();
    expect(state.likes.ids).toEqual([]);
    expect(state.wishes.productIds).toEqual([]);
    expect(state.feeds).toEqual({});
  });

  it('keeps data when the same user re-publishes auth (e.g. refreshed token)', () => {
    const { store, bus } = storeHarness({}, { auth: AUTHED });
    store.dispatch(likesReceived({ likes: [{ ltkId: 'a', dateLiked: 'x' }] }));
    bus.publish('auth', { ...AUTHED, accessToken: 'refreshed' });
    expect(store.getState().likes.ids).toEqual(['a']);
  });

  it('accepts injected remote slices', () => {
    const cartSlice = createSlice({
      name: 'testCart',
      initialState: { open: false },
      reducers: { opened: (s) => ({ ...s, open: true }) },
    });
    const { store } = storeHarness();
    injectSlices(store, cartSlice);
    const injected = rootReducer.inject(cartSlice);
    expect(injected(store.getState() as Parameters<typeof injected>[0], { type: 'noop' }).testCart).toEqual({
      open: false,
    });
    store.dispatch(cartSlice.actions.opened());
    expect((store.getState() as unknown as { testCart: { open: boolean } }).testCart.open).toBe(true);
  });

  it('stops following the bus after dispose', () => {
    const { store, bus } = storeHarness();
    store.dispose();
    bus.publish('auth', AUTHED);
    expect(store.getState().auth.status).toBe('anonymous');
  });
});
