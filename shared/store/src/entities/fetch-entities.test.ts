import { fetchPosts, fetchProfileByDisplayName } from './fetch-entities';
import { selectPost } from './entity-selectors';
import { post, storeHarness } from '../test-support/store-harness';

describe('entity freshness', () => {
  it('skips posts fetched less than 5 minutes ago and refetches stale ones', async () => {
    const { store, requests, advance } = storeHarness({
      'GET /v2/ltks': (url) => ({
        body: {
          ltks: url.searchParams.getAll('ids').map((id) => post(id)),
          profiles: [{ id: 'p1', displayName: 'Anna', avatarUrl: '' }],
          products: [],
          mediaObjects: [],
          meta: {},
        },
      }),
    });
    await store.dispatch(fetchPosts(['a', 'b']));
    expect(selectPost(store.getState(), 'a')?.fetchedAt).toBe(1_000_000);
    expect(store.getState().entities.profiles.p1?.displayName).toBe('Anna');
    advance(4 * 60 * 1000);
    await store.dispatch(fetchPosts(['a', 'b', 'c']));
    expect(requests[1]?.url.searchParams.getAll('ids')).toEqual(['c']);
    advance(60 * 1000 + 1);
    await store.dispatch(fetchPosts(['a']));
    expect(requests[2]?.url.searchParams.getAll('ids')).toEqual(['a']);
    await store.dispatch(fetchPosts([]));
    expect(requests).toHaveLength(3);
  });

  it('finds a profile by display name case-insensitively and caches it', async () => {
    const { store, requests } = storeHarness({
      'GET /v2/profiles/': () => ({
        body: { profiles: [{ id: 'p9', displayName: 'AnnaStyle', avatarUrl: '' }] },
      }),
    });
    await expect(store.dispatch(fetchProfileByDisplayName('annastyle')).unwrap()).resolves.toBe('p9');
    await store.dispatch(fetchProfileByDisplayName('ANNASTYLE'));
    expect(requests).toHaveLength(1);
  });
});
