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

describe('createApiClient call names', () => {
  it('binds each first-load call, finds each on-demand call by its name, and declares none twice', async () => {
    const firstLoad = await import('../calls/first-load');
    const onDemand = await import('../calls/on-demand');
    const { CALL_NAME, createApiClient } = await import('./create-api-client');
    const api = createApiClient({
      baseUrl: BASE,
      getAuth: () => null,
      fetchImpl: fakeFetch(() => ({})).fetch,
    });
    expect(Object.keys(api).sort()).toEqual([...Object.keys(firstLoad), 'url'].sort());
    expect(Object.keys(onDemand).filter((name) => name in firstLoad)).toEqual([]);
    // A name the proxy would not look up is a call the client could never reach.
    expect(Object.keys(onDemand).filter((name) => !CALL_NAME.test(name))).toEqual([]);
    for (const name of Object.keys(onDemand))
      expect(typeof (api as Record<string, unknown>)[name]).toBe('function');
  });

  it('is not thenable and answers only call-like names beyond its own', async () => {
    const { createApiClient } = await import('./create-api-client');
    const api = createApiClient({
      baseUrl: BASE,
      getAuth: () => null,
      fetchImpl: fakeFetch(() => ({})).fetch,
    });
    await expect(Promise.resolve(api)).resolves.toBe(api);
    const loose = api as unknown as Record<string, unknown>;
    expect([loose.then, loose.toJSON, loose.asymmetricMatch, loose.$$typeof]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    await expect((loose.getNothing as () => Promise<unknown>)()).rejects.toThrow(
      'api.getNothing is not a call of @ltk/api-client',
    );
  });
});
