import { fakeFetch } from '../test-support/fake-fetch';

const BASE = 'http://api.test';

describe('createApiClient on-demand calls', () => {
  it('loads the on-demand calls on their first use only, then calls through with the same client', async () => {
    const loaded = jest.fn();
    jest.doMock('../calls/on-demand', () => {
      loaded();
      return jest.requireActual('../calls/on-demand');
    });
    const { createApiClient } = await import('./create-api-client');
    const fake = fakeFetch(() => ({ status: 201, body: { like: { id: 'like-1', activityId: 'post-1' } } }));
    const api = createApiClient({
      baseUrl: BASE,
      getAuth: () => ({ accessToken: 't', sigilUserId: 's' }),
      fetchImpl: fake.fetch,
    });
    expect(loaded).not.toHaveBeenCalled();

    await api.createLike('post-1');
    await api.createLike('post-2');
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(fake.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'POST /v2/likes/',
      'POST /v2/likes/',
    ]);
    expect(fake.calls[0]?.headers.authorization).toBe('Bearer t');
  });
});
