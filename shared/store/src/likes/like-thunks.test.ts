import { fetchLikes, fetchLikeStatus, LIKED_POSTS_TAG, toggleLike } from './like-thunks';
import { feedPending, feedReceived } from '../feeds/feeds-slice';
import {
  likeAdded,
  likeRemoved,
  likesReceived,
  likeStatusReceived,
  selectIsPostLiked,
  selectLikedPostIds,
} from './likes-slice';
import { READ_TAGS, requestPending, requestSucceeded } from '../requests/requests-slice';
import { AUTHED, storeHarness } from '../test-support/store-harness';

describe('toggleLike', () => {
  beforeEach(() => localStorage.clear());

  it('two quick presses (unlike, like) reach the server in order: the last press wins', async () => {
    const { store, requests } = storeHarness(
      {
        'DELETE /v2/likes/': () => ({ body: {} }),
        'POST /v2/likes/': () => ({ body: { like: { ltkId: 'p1', dateLiked: '2026-11-28T00:00:00Z' } } }),
        'GET /v2/likes/': () => ({ body: { likes: [{ ltkId: 'p1', dateLiked: 'x' }], meta: { limit: 30 } } }),
        'GET /v2/follows/': () => ({ body: { follows: [], meta: {} } }),
      },
      { auth: AUTHED },
    );
    store.dispatch(likesReceived({ likes: [{ ltkId: 'p1', dateLiked: 'x' }] }));
    const first = store.dispatch(toggleLike('p1'));
    // The second press comes while the unlike waits in its 50 ms batch window.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = store.dispatch(toggleLike('p1'));
    await expect(first.unwrap()).resolves.toBe('unliked');
    await expect(second.unwrap()).resolves.toBe('liked');
    const writes = requests.filter((r) => r.method !== 'GET').map((r) => r.method);
    expect(writes).toEqual(['DELETE', 'POST']);
    expect(selectIsPostLiked(store.getState(), 'p1')).toBe(true);
  });

  it('a press superseded before its turn is not sent (unlike, like, unlike: no POST)', async () => {
    const { store, requests } = storeHarness(
      {
        'DELETE /v2/likes/': () => ({ body: {} }),
        'POST /v2/likes/': () => ({ body: { like: { ltkId: 'p1', dateLiked: 'x' } } }),
        'GET /v2/likes/': () => ({ body: { likes: [], meta: { limit: 30 } } }),
        'GET /v2/follows/': () => ({ body: { follows: [], meta: {} } }),
      },
      { auth: AUTHED },
    );
    store.dispatch(likesReceived({ likes: [{ ltkId: 'p1', dateLiked: 'x' }] }));
    const presses = [0, 1, 2].map(() => store.dispatch(toggleLike('p1')));
    expect(selectIsPostLiked(store.getState(), 'p1')).toBe(false);
    await Promise.all(presses);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    expect(requests.filter((r) => r.method === 'DELETE').length).toBeGreaterThan(0);
    expect(selectIsPostLiked(store.getState(), 'p1')).toBe(false);
  });

  it('an unliked post leaves the lists of liked posts at once (kept when empty); a new like drops them', async () => {
    let releaseDelete = () => {};
    const { store } = storeHarness(
      {
        'DELETE /v2/likes/': () => new Promise((resolve) => (releaseDelete = () => resolve({ body: {} }))),
        'POST /v2/likes/': () => ({ body: { like: { ltkId: 'p2', dateLiked: 'x' } } }),
        'GET /v2/likes/': () => ({ body: { likes: [], meta: { limit: 30 } } }),
        'GET /v2/follows/': () => ({ body: { follows: [], meta: {} } }),
      },
      { auth: AUTHED },
    );
    store.dispatch(likesReceived({ likes: [{ ltkId: 'p1', dateLiked: 'x' }] }));
    store.dispatch(feedPending({ name: 'liked', tags: [LIKED_POSTS_TAG] }));
    store.dispatch(feedReceived({ name: 'liked', ids: ['p1'], meta: {}, fetchedAt: 1 }));
    const unlike = store.dispatch(toggleLike('p1'));
    // Before the server answers: gone from the list, and the empty list stays (not fetched again at once).
    expect(store.getState().feeds.liked?.ids).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    releaseDelete();
    await unlike;
    expect(store.getState().feeds.liked?.ids).toEqual([]);
    await store.dispatch(toggleLike('p2'));
    expect(store.getState().feeds.liked).toBeUndefined();
  });

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

describe('fetchLikeStatus', () => {
  const ids = (n: number, prefix = 'p') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
  const likesOf = (url: URL) => ({
    body: {
      likes: url.searchParams
        .getAll('ltk_ids')
        .filter((id) => id.endsWith('1'))
        .map((ltkId) => ({ ltkId, dateLiked: '2026-11-20T00:00:00Z' })),
      meta: {},
    },
  });

  it('asks once per batch of 36 ids, de-duplicated and without empties', async () => {
    const { store, requests } = storeHarness({ 'GET /v2/likes/': likesOf }, { auth: AUTHED });
    await store.dispatch(fetchLikeStatus([...ids(40), 'p3', '', ' ']));
    expect(requests.map((r) => r.url.searchParams.getAll('ltk_ids').length)).toEqual([36, 4]);
    expect(requests[0]?.url.searchParams.get('limit')).toBe('36');
    expect(new Set(requests.flatMap((r) => r.url.searchParams.getAll('ltk_ids'))).size).toBe(40);
    expect(selectIsPostLiked(store.getState(), 'p1')).toBe(true);
    expect(selectIsPostLiked(store.getState(), 'p2')).toBe(false);
  });

  it('does not ask again for ids in flight or fresh, and asks again after 5 minutes', async () => {
    const { store, requests, advance } = storeHarness({ 'GET /v2/likes/': likesOf }, { auth: AUTHED });
    const first = store.dispatch(fetchLikeStatus(['a1', 'a2']));
    const second = store.dispatch(fetchLikeStatus(['a2', 'a1']));
    await Promise.all([first, second]);
    expect(requests).toHaveLength(1);
    advance(4 * 60_000);
    await store.dispatch(fetchLikeStatus(['a1', 'a2']));
    expect(requests).toHaveLength(1);
    advance(60_000);
    await store.dispatch(fetchLikeStatus(['a1', 'a2', 'a3']));
    expect(requests).toHaveLength(2);
    expect(requests[1]?.url.searchParams.getAll('ltk_ids')).toEqual(['a1', 'a2', 'a3']);
  });

  it('keeps a like pressed while the lookup is out, and an unlike too', async () => {
    let release: () => void = () => undefined;
    let asked: () => void = () => undefined;
    const answering = new Promise<void>((resolve) => (asked = resolve));
    const { store } = storeHarness(
      {
        'GET /v2/likes/': (url) =>
          new Promise((resolve) => {
            asked();
            // The server answers from before the presses: x1 liked, x2 not.
            release = () =>
              resolve(
                url.searchParams.has('ltk_ids')
                  ? { body: { likes: [{ ltkId: 'x1', dateLiked: 'y' }], meta: {} } }
                  : { body: { likes: [{ ltkId: 'x2', dateLiked: 'z' }], meta: {} } },
              );
          }),
      },
      { auth: AUTHED },
    );
    const lookup = store.dispatch(fetchLikeStatus(['x1', 'x2']));
    await answering;
    store.dispatch(likeAdded({ ltkId: 'x2', dateLiked: 'z' }));
    store.dispatch(likeRemoved('x1'));
    release();
    await lookup;
    expect(selectIsPostLiked(store.getState(), 'x2')).toBe(true);
    expect(selectIsPostLiked(store.getState(), 'x1')).toBe(false);
  });

  it('forgets a like the server no longer has when the post is asked about again', async () => {
    const { store } = storeHarness(
      { 'GET /v2/likes/': () => ({ body: { likes: [], meta: {} } }) },
      { auth: AUTHED },
    );
    store.dispatch(likesReceived({ likes: [{ ltkId: 'gone', dateLiked: 'x' }] }));
    await store.dispatch(fetchLikeStatus(['gone']));
    expect(selectIsPostLiked(store.getState(), 'gone')).toBe(false);
    expect(selectLikedPostIds(store.getState())).toEqual([]);
  });
});

describe('after a like change', () => {
  it('refetches likes and follows and invalidates the recommended-profiles tag (loaded again where shown)', async () => {
    const { store, requests } = storeHarness(
      {
        'POST /v2/likes/': () => ({ body: { like: { ltkId: 'n1', dateLiked: 'x' } } }),
        'GET /v2/likes/': () => ({ body: { likes: [{ ltkId: 'n1', dateLiked: 'x' }], meta: {} } }),
        'GET /v2/follows/': () => ({ body: { follows: [], meta: {} } }),
      },
      { auth: AUTHED },
    );
    store.dispatch(requestPending({ key: 'recommended:30', tags: [READ_TAGS.recommendedProfiles] }));
    store.dispatch(requestSucceeded({ key: 'recommended:30', fetchedAt: 1 }));
    store.dispatch(requestSucceeded({ key: 'product-set:1', fetchedAt: 1 }));
    await store.dispatch(toggleLike('n1'));
    await waitForRequests(requests, ['GET /v2/likes/', 'GET /v2/follows/']);
    expect(store.getState().requests['recommended:30']).toBeUndefined();
    expect(store.getState().requests['product-set:1']?.status).toBe('succeeded');
  });

  it('a list refetch answering after a newer like keeps it, and keeps likes known from lookups', async () => {
    let release: () => void = () => undefined;
    let asked: () => void = () => undefined;
    const answering = new Promise<void>((resolve) => (asked = resolve));
    const { store } = storeHarness(
      {
        'GET /v2/likes/': () =>
          new Promise((resolve) => {
            asked();
            release = () => resolve({ body: { likes: [{ ltkId: 'first', dateLiked: 'a' }], meta: {} } });
          }),
      },
      { auth: AUTHED },
    );
    store.dispatch(likeStatusReceived({ ltkIds: ['old'], likes: [{ ltkId: 'old', dateLiked: 'o' }] }));
    const refetch = store.dispatch(fetchLikes(undefined));
    await answering;
    store.dispatch(likeAdded({ ltkId: 'second', dateLiked: 'b' }));
    release();
    await refetch;
    expect(selectLikedPostIds(store.getState())).toEqual(['second', 'first']);
    expect(selectIsPostLiked(store.getState(), 'old')).toBe(true);
  });
});

it('a list read from before an unlike made here does not bring the like back', () => {
  const { store } = storeHarness({}, { auth: AUTHED });
  store.dispatch(likesReceived({ likes: [{ ltkId: 'c', dateLiked: 'x' }] }));
  store.dispatch(likeRemoved('c'));
  store.dispatch(likesReceived({ likes: [{ ltkId: 'c', dateLiked: 'x' }] }));
  expect(selectIsPostLiked(store.getState(), 'c')).toBe(false);
  expect(selectLikedPostIds(store.getState())).toEqual([]);
});

async function waitForRequests(requests: { method: string; url: URL }[], wanted: string[]) {
  for (let i = 0; i < 50; i++) {
    const seen = requests.map((r) => `${r.method} ${r.url.pathname}`);
    if (wanted.every((w) => seen.includes(w))) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`requests not made: ${wanted.join(', ')}`);
}
