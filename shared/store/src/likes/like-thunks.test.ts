import { toggleLike } from './like-thunks';
import { likesReceived, selectIsPostLiked, selectLikedPostIds } from './likes-slice';
import { AUTHED, storeHarness } from '../test-support/store-harness';

describe('toggleLike', () => {
  beforeEach(() => localStorage.clear());

  it('logged out: remembers favorite-post and asks to navigate to the signup prompt', async () => {
    const { store, published, requests } = storeHarness();
    await expect(store.dispatch(toggleLike('post-7')).unwrap()).resolves.toBe('signup');
    expect(localStorage.getItem('favorite-post')).toBe('post-7');
    expect(published).toContainEqual({
      topic: 'navigate',
      payload: { to: '/signup?shopltk-signup-prompt=favorite-post' },
    });
    expect(requests).toHaveLength(0);
  });

  it('logged in: a new like goes to the front, is marked added and publishes /like', async () => {
    const { store, published, requests } = storeHarness(
      {
        'POST /v2/likes/': () => ({ body: { like: { ltkId: 'new', dateLiked: '2026-11-21T00:00:00Z' } } }),
        'GET /v2/likes/': () => ({
          body: {
            likes: [
              { ltkId: 'new', dateLiked: 'x' },
              { ltkId: 'old', dateLiked: 'y' },
            ],
            meta: { limit: 30 },
          },
        }),
      },
      { auth: AUTHED },
    );
    store.dispatch(likesReceived({ likes: [{ ltkId: 'old', dateLiked: 'y' }] }));
    await store.dispatch(toggleLike('new'));
    expect(selectLikedPostIds(store.getState())[0]).toBe('new');
    expect(store.getState().likes.lastAdded).toBe('new');
    expect(published).toContainEqual({
      topic: 'analytics/event',
      payload: { name: '/like', properties: { postId: 'new' } },
    });
    expect(JSON.parse(requests[0]?.body ?? '{}')).toMatchObject({
      ltk_id: 'new',
      like_type: 'CLICK',
      network: 'LTK',
    });
  });

  it('logged in: unlike removes locally first and ignores a server failure', async () => {
    const { store, published, requests } = storeHarness(
      {
        'DELETE /v2/likes/': () => ({
          status: 500,
          body: { status: 500, error_code: 'boom', developer_message: 'boom' },
        }),
        'GET /v2/likes/': () => ({ status: 500 }),
      },
      { auth: AUTHED },
    );
    store.dispatch(likesReceived({ likes: [{ ltkId: 'p1', dateLiked: 'x' }] }));
    const pending = store.dispatch(toggleLike('p1'));
    expect(selectIsPostLiked(store.getState(), 'p1')).toBe(false);
    await expect(pending.unwrap()).resolves.toBe('unliked');
    expect(selectIsPostLiked(store.getState(), 'p1')).toBe(false);
    expect(requests.find((r) => r.method === 'DELETE')?.url.searchParams.getAll('ltk_ids')).toEqual(['p1']);
    expect(published).toContainEqual({
      topic: 'analytics/event',
      payload: { name: '/unlike', properties: { postId: 'p1' } },
    });
  });
});
