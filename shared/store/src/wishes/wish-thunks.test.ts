import { toggleWish, WISHED_PRODUCTS_TAG } from './wish-thunks';
import { wishesReceived, selectIsProductWished } from './wishes-slice';
import { feedPending, feedReceived } from '../feeds/feeds-slice';
import { AUTHED, storeHarness, wish } from '../test-support/store-harness';

describe('toggleWish', () => {
  beforeEach(() => localStorage.clear());

  it('logged out: remembers favorite-product and goes to the signup prompt', async () => {
    const { store, published } = storeHarness();
    await store.dispatch(toggleWish('prod-1'));
    expect(localStorage.getItem('favorite-product')).toBe('prod-1');
    expect(published).toContainEqual({
      topic: 'navigate',
      payload: { to: '/signup?shopltk-signup-prompt=favorite-product' },
    });
  });

  it('wishes with /wish and unwishes by the wish id found by product id, dropping a feed left empty', async () => {
    const { store, published, requests } = storeHarness(
      {
        'POST /v2/wishes/': () => ({ body: { wish: wish('w2', 'prod-2') } }),
        'DELETE /v2/wishes/w1': () => ({ status: 204 }),
      },
      { auth: AUTHED },
    );
    store.dispatch(wishesReceived({ wishes: [wish('w1', 'prod-1')] }));
    store.dispatch(feedPending({ name: 'wishes', tags: [WISHED_PRODUCTS_TAG] }));
    store.dispatch(feedReceived({ name: 'wishes', ids: ['prod-1'], meta: {}, fetchedAt: 1 }));
    await store.dispatch(toggleWish('prod-2'));
    expect(selectIsProductWished(store.getState(), 'prod-2')).toBe(true);
    // A new wish drops the lists of wished products (fetched again where shown).
    expect(store.getState().feeds.wishes).toBeUndefined();
    store.dispatch(feedPending({ name: 'wishes', tags: [WISHED_PRODUCTS_TAG] }));
    store.dispatch(feedReceived({ name: 'wishes', ids: ['prod-1'], meta: {}, fetchedAt: 1 }));
    expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({ ltk_product_id: 'prod-2' });
    await store.dispatch(toggleWish('prod-1'));
    expect(requests[1]).toMatchObject({ method: 'DELETE' });
    expect(requests[1]?.url.pathname).toBe('/v2/wishes/w1');
    expect(selectIsProductWished(store.getState(), 'prod-1')).toBe(false);
    expect(store.getState().feeds.wishes).toBeUndefined();
    expect(published.map((p) => (p.payload as { name: string }).name)).toEqual(['/wish', '/unwish']);
  });
});
