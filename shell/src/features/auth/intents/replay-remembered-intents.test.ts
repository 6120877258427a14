import { STORAGE_KEYS } from '@ltk/contracts';
import { createTestPlatform, makeAuthState } from '@ltk/testing';
import { createMemoryStorage } from '../lib/memory-storage';
import { replayRememberedIntents } from './replay-remembered-intents';

describe('replayRememberedIntents', () => {
  it('likes, wishes and follows what the user chose while logged out, once', async () => {
    const { platform, fetchMock } = createTestPlatform({
      auth: makeAuthState(),
      routes: {
        'POST /v2/likes/': () => ({ like: { ltkId: 'post-1', dateLiked: '2026-11-21T00:00:00Z' } }),
        'POST /v2/wishes/': () => ({ wish: { id: 'w1', ltkProductId: 'product-1' } }),
        'POST /v2/follows/': () => ({ follows: [{ id: 'f1', profileId: 'profile-1' }] }),
      },
    });
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    local.setItem(STORAGE_KEYS.favoritePost, 'post-1');
    local.setItem(STORAGE_KEYS.favoriteProduct, 'product-1');
    session.setItem(STORAGE_KEYS.followProfile, 'profile-1');

    await replayRememberedIntents(platform.store, { local, session });
    const writes = fetchMock.calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname);
    expect(writes.sort()).toEqual(['/v2/follows/', '/v2/likes/', '/v2/wishes/']);
    const state = platform.store.getState();
    expect(state.likes.byPostId['post-1']).toBeDefined();
    expect(state.follows.byProfileId['profile-1']).toBeDefined();
    expect(local.getItem(STORAGE_KEYS.favoritePost)).toBeNull();
    expect(local.getItem(STORAGE_KEYS.favoriteProduct)).toBeNull();
    expect(session.getItem(STORAGE_KEYS.followProfile)).toBeNull();

    fetchMock.calls.length = 0;
    await replayRememberedIntents(platform.store, { local, session });
    expect(fetchMock.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('keeps the intents while the store is still anonymous', async () => {
    const { platform, fetchMock } = createTestPlatform();
    const local = createMemoryStorage();
    local.setItem(STORAGE_KEYS.favoritePost, 'post-1');
    await replayRememberedIntents(platform.store, { local, session: createMemoryStorage() });
    expect(fetchMock.calls).toHaveLength(0);
    expect(local.getItem(STORAGE_KEYS.favoritePost)).toBe('post-1');
  });
});
