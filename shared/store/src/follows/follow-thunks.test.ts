import { toggleFollow } from './follow-thunks';
import { followsReceived, selectFollowedProfileIds } from './follows-slice';
import { postFeed, type PostFeedArgs } from '../feeds/fetch-feed';
import { fetchList } from '../feeds/fetch-list';
import { selectFeed } from '../feeds/feed-selectors';
import { AUTHED, feedPage, follow, storeHarness } from '../test-support/store-harness';

const fetchFeed = (args: PostFeedArgs) =>
  fetchList({ name: postFeed.key(args), load: postFeed.loader(args) });
const FOLLOWING = postFeed.key({ name: 'following', source: { kind: 'user' } });

describe('toggleFollow', () => {
  beforeEach(() => sessionStorage.clear());

  it('logged out: remembers follow-profile in session storage and goes to signup', async () => {
    const { store, published } = storeHarness();
    await store.dispatch(toggleFollow('p5'));
    expect(sessionStorage.getItem('follow-profile')).toBe('p5');
    expect(published[0]?.topic).toBe('navigate');
  });

  it('follow adds to the front, clears the following feed and publishes /follow', async () => {
    const { store, published } = storeHarness(
      {
        'POST /v2/follows/': () => ({ body: { follows: [follow('p2')] } }),
        'GET /v3/activities/posts/user/': () => ({ body: feedPage(['a', 'b']) }),
      },
      { auth: AUTHED },
    );
    store.dispatch(followsReceived({ follows: [follow('p1')] }));
    await store.dispatch(fetchFeed({ name: 'following', source: { kind: 'user' } }));
    await store.dispatch(toggleFollow('p2'));
    expect(selectFollowedProfileIds(store.getState())).toEqual(['p2', 'p1']);
    expect(selectFeed(store.getState(), FOLLOWING)).toBeUndefined();
    expect(published).toContainEqual({
      topic: 'analytics/event',
      payload: { name: '/follow', properties: { profileId: 'p2' } },
    });
  });

  it("unfollow removes that creator's posts, clearing the feed when fewer than 4 remain", async () => {
    const page = {
      data: {
        activities: ['a', 'b', 'c', 'd', 'e', 'f'].map((postId) => ({ postId })),
        ltks: [
          ...feedPage(['a', 'b'], undefined, 'gone').data.ltks,
          ...feedPage(['c', 'd', 'e', 'f'], undefined, 'kept').data.ltks,
        ],
        profiles: [],
        mediaObjects: [],
      },
      meta: { next: 'n' },
    };
    const { store } = storeHarness(
      {
        'DELETE /v2/follows/': () => ({ status: 204 }),
        'GET /v3/activities/posts/user/': () => ({ body: page }),
      },
      { auth: AUTHED },
    );
    store.dispatch(followsReceived({ follows: [follow('gone'), follow('kept')] }));
    await store.dispatch(fetchFeed({ name: 'following', source: { kind: 'user' } }));
    await store.dispatch(toggleFollow('gone'));
    expect(selectFeed(store.getState(), FOLLOWING)?.ids).toEqual(['c', 'd', 'e', 'f']);
    await store.dispatch(toggleFollow('kept'));
    expect(selectFeed(store.getState(), FOLLOWING)).toBeUndefined();
    expect(selectFollowedProfileIds(store.getState())).toEqual([]);
  });
});
