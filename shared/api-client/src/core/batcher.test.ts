import { createApiClient } from './create-api-client';
import { fakeFetch } from '../test-support/fake-fetch';

const post = (id: string) => ({ id, profileId: 'p1', productIds: [] });
const ids = (count: number, prefix = 'post') => Array.from({ length: count }, (_, i) => `${prefix}-${i}`);

function ltksApi() {
  const fake = fakeFetch((call) => {
    if (call.url.pathname === '/v2/ltks') {
      return {
        body: {
          ltks: call.url.searchParams.getAll('ids').map(post),
          profiles: [{ id: 'p1' }],
          products: [],
          mediaObjects: [],
          meta: {},
        },
      };
    }
    if (call.url.pathname === '/v2/product_details/') {
      return { body: { productDetails: call.url.searchParams.getAll('ids').map((id) => ({ id })) } };
    }
    if (call.url.pathname === '/v2/likes/') return { status: 204 };
    return { status: 404 };
  });
  return {
    fake,
    api: createApiClient({
      baseUrl: 'http://api.test',
      getAuth: () => ({ accessToken: 't' }),
      fetchImpl: fake.fetch,
    }),
  };
}

describe('batching', () => {
  it('collects lookups made within 50 ms into one request per 36 ids', async () => {
    const { fake, api } = ltksApi();
    const [first, second] = await Promise.all([
      api.getLtksByIds(ids(30)),
      api.getLtksByIds(ids(10, 'other')),
    ]);
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[0]?.url.searchParams.getAll('ids')).toHaveLength(36);
    expect(fake.calls[1]?.url.searchParams.getAll('ids')).toHaveLength(4);
    expect(first.ltks.map((p) => p.id)).toEqual(ids(30));
    expect(second.ltks.map((p) => p.id)).toEqual(ids(10, 'other'));
    expect(first.profiles).toEqual([{ id: 'p1' }]);
  });

  it('de-duplicates ids and drops empties before batching', async () => {
    const { fake, api } = ltksApi();
    const result = await api.getLtksByIds(['a', 'a', '', 'b', '  ']);
    expect(fake.calls[0]?.url.searchParams.getAll('ids')).toEqual(['a', 'b']);
    expect(result.ltks.map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('makes no request for an empty id list', async () => {
    const { fake, api } = ltksApi();
    await expect(api.getProductDetails([])).resolves.toEqual([]);
    expect(fake.calls).toHaveLength(0);
  });

  it('batches product details by 48 and deletes by 10', async () => {
    const { fake, api } = ltksApi();
    await api.getProductDetails(ids(50, 'pd'));
    expect(fake.calls.map((c) => c.url.searchParams.getAll('ids').length)).toEqual([48, 2]);
    await Promise.all(ids(12, 'like').map((id) => api.deleteLikes([id])));
    const deletes = fake.calls.filter((c) => c.method === 'DELETE');
    expect(deletes.map((c) => c.url.searchParams.getAll('ltk_ids').length)).toEqual([10, 2]);
  });

  it('waits for the 50 ms window before calling', async () => {
    jest.useFakeTimers();
    try {
      const { fake, api } = ltksApi();
      const pending = api.getLtksByIds(['x']);
      await jest.advanceTimersByTimeAsync(49);
      expect(fake.calls).toHaveLength(0);
      const later = api.getLtksByIds(['y']);
      await jest.advanceTimersByTimeAsync(1);
      await Promise.all([pending, later]);
      expect(fake.calls).toHaveLength(1);
      expect(fake.calls[0]?.url.searchParams.getAll('ids')).toEqual(['x', 'y']);
    } finally {
      jest.useRealTimers();
    }
  });
});
