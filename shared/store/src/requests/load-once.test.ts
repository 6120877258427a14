import { ApiError } from '@ltk/api-client';
import { sessionReset } from '../app/session-reset';
import { storeHarness } from '../test-support/store-harness';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('records pending then success, and skips the same key while fresh', async () => {
    const { store, advance } = storeHarness();
    const load = jest.fn(async () => undefined);
    const first = store.dispatch(loadOnce({ key: 'set:1', load }));
    expect(store.getState().requests['set:1']?.status).toBe('pending');
    // A second load of a pending key is not started.
    await store.dispatch(loadOnce({ key: 'set:1', load }));
    await first;
    expect(store.getState().requests['set:1']).toEqual({ status: 'succeeded', fetchedAt: 1_000_000 });
    advance(4 * 60_000);
    await store.dispatch(loadOnce({ key: 'set:1', load }));
    expect(load).toHaveBeenCalledTimes(1);
    advance(61_000);
    await store.dispatch(loadOnce({ key: 'set:1', load }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('force loads a fresh key again', async () => {
    const { store } = storeHarness();
    const load = jest.fn(async () => undefined);
    await store.dispatch(loadOnce({ key: 'k', load }));
    await store.dispatch(loadOnce({ key: 'k', load, force: true }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("records a failure's status and message, rejects when unwrapped, and loads again next time", async () => {
    const { store } = storeHarness();
    const failing = async () => {
      throw new ApiError(503, { developer_message: 'down for maintenance' }, 'http://api.test/x');
    };
    await expect(store.dispatch(loadOnce({ key: 'k', load: failing })).unwrap()).rejects.toMatchObject({
      message: 'down for maintenance',
    });
    expect(store.getState().requests.k).toMatchObject({
      status: 'failed',
      error: { status: 503 },
    });
    const load = jest.fn(async () => undefined);
    await store.dispatch(loadOnce({ key: 'k', load }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets every request on logout', async () => {
    const { store } = storeHarness();
    await store.dispatch(loadOnce({ key: 'wishlists:me', load: async () => undefined }));
    store.dispatch(sessionReset());
    expect(store.getState().requests).toEqual({});
  });
});
