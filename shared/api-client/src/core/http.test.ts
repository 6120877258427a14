import { createApiClient } from './create-api-client';
import { ApiError } from './api-error';
import { fakeFetch } from '../test-support/fake-fetch';

const BASE = 'http://api.test';
const loggedIn = () => ({ accessToken: 'token-1', sigilUserId: 'sigil-1' });

describe('http rules', () => {
  it('judges a data request by status 201: a 200 is a failure', async () => {
    let status = 201;
    const fake = fakeFetch(() => ({
      status,
      body: { dataRequest: { id: 'r', requestType: 'access', status: 'pending', dateCreated: '' } },
    }));
    const api = createApiClient({ baseUrl: BASE, getAuth: loggedIn, fetchImpl: fake.fetch });
    await expect(api.createDataRequest('access')).resolves.toMatchObject({ dataRequest: { id: 'r' } });
    status = 200;
    await expect(api.createDataRequest('access')).rejects.toMatchObject({ status: 200 });
    expect(fake.calls[0]?.body).toBe('{"dataRequest":{"requestType":"access"}}');
  });

  it('sends Authorization and X-SIGIL-ID when logged in, neither when not', async () => {
    const fake = fakeFetch(() => ({ body: { followersStatistics: { profileId: 'p', followersCount: 3 } } }));
    let auth: ReturnType<typeof loggedIn> | null = loggedIn();
    const api = createApiClient({ baseUrl: BASE, getAuth: () => auth, fetchImpl: fake.fetch });
    await api.getFollowerStatistics('p');
    auth = null;
    await api.getFollowerStatistics('q');
    expect(fake.calls[0]?.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'x-sigil-id': 'sigil-1',
    });
    expect(fake.calls[1]?.headers.authorization).toBeUndefined();
    expect(fake.calls[1]?.headers['x-sigil-id']).toBeUndefined();
    expect(fake.calls[0]?.url.pathname).toBe('/v2/followers_statistics/');
    expect(fake.calls[0]?.url.searchParams.get('profile_id')).toBe('p');
  });

  it('form-encodes the password grant and does not log out on its 401', async () => {
    const fake = fakeFetch(() => ({
      status: 401,
      body: { status: 401, error_code: 'invalid_grant', developer_message: 'Wrong email or password' },
    }));
    const onUnauthorized = jest.fn();
    const api = createApiClient({ baseUrl: BASE, getAuth: loggedIn, onUnauthorized, fetchImpl: fake.fetch });
    await expect(api.login({ email: 'demo@shopltk.test', password: 'demo password' })).rejects.toMatchObject({
      status: 401,
      error_code: 'invalid_grant',
      developer_message: 'Wrong email or password',
    });
    const call = fake.calls[0];
    expect(call?.method).toBe('POST');
    expect(call?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call?.body).toBe('grant_type=password&username=demo%40shopltk.test&password=demo+password');
    expect(call?.headers.authorization).toBeUndefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('calls onUnauthorized on a 401 and throws an ApiError with section-8 fields', async () => {
    const fake = fakeFetch(() => ({
      status: 401,
      body: {
        status: 401,
        error_code: 'unauthorized',
        developer_message: 'Missing token',
        user_message: 'Please log in',
      },
    }));
    const onUnauthorized = jest.fn();
    const api = createApiClient({ baseUrl: BASE, getAuth: loggedIn, onUnauthorized, fetchImpl: fake.fetch });
    const error = await api.getCarts().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, error_code: 'unauthorized', user_message: 'Please log in' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("refreshes after 403 'Key not authorised' and retries once with the new token", async () => {
    let token = 'old';
    const fake = fakeFetch((call) =>
      call.headers.authorization === 'Bearer old'
        ? { status: 403, body: { error: 'Key not authorised' } }
        : { body: { settings: { locale: 'fr' } } },
    );
    const refresh = jest.fn(async () => {
      token = 'new';
    });
    const api = createApiClient({
      baseUrl: BASE,
      getAuth: () => ({ accessToken: token }),
      refresh,
      fetchImpl: fake.fetch,
    });
    await expect(api.getSettings()).resolves.toEqual({ settings: { locale: 'fr' } });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fake.calls.map((call) => call.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('retries another 403 only once and then fails', async () => {
    const fake = fakeFetch(() => ({
      status: 403,
      body: { status: 403, error_code: 'forbidden', developer_message: 'no' },
    }));
    const refresh = jest.fn(async () => undefined);
    const api = createApiClient({ baseUrl: BASE, getAuth: loggedIn, refresh, fetchImpl: fake.fetch });
    await expect(api.getSignedPolicies()).rejects.toMatchObject({ status: 403 });
    expect(fake.calls).toHaveLength(2);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('shares one request between identical in-flight GETs', async () => {
    const fake = fakeFetch(() => ({ body: { profiles: [] } }));
    const api = createApiClient({ baseUrl: BASE, getAuth: () => null, fetchImpl: fake.fetch });
    const [a, b] = await Promise.all([
      api.getProfileRecommendations({ limit: 3 }),
      api.getProfileRecommendations({ limit: 3 }),
    ]);
    expect(a).toBe(b);
    expect(fake.calls).toHaveLength(1);
    await api.getProfileRecommendations({ limit: 3 });
    expect(fake.calls).toHaveLength(2);
  });

  it('aborts after 30 seconds', async () => {
    jest.useFakeTimers();
    try {
      // A fetch that never answers and honours its signal (the client's own timer is under test, not the network).
      const signals: AbortSignal[] = [];
      const neverAnswers = (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init!.signal!;
          signals.push(signal);
          signal.addEventListener('abort', () => reject(signal.reason as Error));
        });
      const api = createApiClient({ baseUrl: BASE, getAuth: () => null, fetchImpl: neverAnswers });
      const pending = api.getSettings().catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(29_999);
      expect(signals[0]?.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('repeats query keys for arrays and sends JSON bodies', async () => {
    const fake = fakeFetch(() => ({ body: { like: { ltkId: 'a', dateLiked: 'now' } } }));
    const api = createApiClient({ baseUrl: BASE, getAuth: loggedIn, fetchImpl: fake.fetch });
    await api.createLike('a');
    expect(JSON.parse(fake.calls[0]?.body ?? '')).toEqual({
      like_type: 'CLICK',
      network: 'LTK',
      ltk_id: 'a',
    });
    await api.getCarts();
    expect(fake.calls[1]?.url.searchParams.getAll('includes')).toEqual([
      'catalog_retailer_products',
      'product_details',
      'retailer_product_variants',
      'retailers',
    ]);
  });
});
