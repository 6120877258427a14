import { createApiClient } from '../core/create-api-client';
import { fakeFetch } from '../test-support/fake-fetch';

function client(body: unknown = null) {
  const fake = fakeFetch(() => ({ status: 200, body }));
  const api = createApiClient({ baseUrl: 'http://api.test', getAuth: () => ({}), fetchImpl: fake.fetch });
  return { api, calls: fake.calls };
}

describe('creator shop calls (section 5 rules)', () => {
  it('trending products need a profile id: none is refused with the spec words, before any request', async () => {
    const { api, calls } = client();
    await expect(api.getCreatorTrendingProducts('')).rejects.toThrow(
      'You must supply a profileId to getCreatorTrendingProducts()',
    );
    expect(calls).toHaveLength(0);
  });

  it('trending products are the top_month profile feed, 10 a page, with posts and media objects', async () => {
    const { api, calls } = client({ data: { activities: [] }, meta: {} });
    await api.getCreatorTrendingProducts('p 1', { next: 'n2' });
    const url = calls[0]!.url;
    expect(url.pathname).toBe('/v3/activities/posts/profile/p%201');
    expect(url.searchParams.get('rank')).toBe('top_month');
    expect(url.searchParams.get('limit')).toBe('10');
    expect(url.searchParams.get('next')).toBe('n2');
    expect(url.searchParams.getAll('includes')).toEqual(['posts', 'media_objects']);
  });

  it('product search needs a profile id and a query (blank after trimming is none)', async () => {
    const { api, calls } = client();
    await expect(api.searchShopProducts({ profileId: '', query: 'bag' })).rejects.toThrow(
      'Creator product search requires profileId and query',
    );
    await expect(api.searchShopProducts({ profileId: 'p1', query: '   ' })).rejects.toThrow(
      'Creator product search requires profileId and query',
    );
    expect(calls).toHaveLength(0);
  });

  it('product search sends the trimmed query, page 0, Relevant, the gallery-products context and analytics', async () => {
    const { api, calls } = client(null);
    await expect(api.searchShopProducts({ profileId: 'p1', query: ' bag ', limit: 12 })).resolves.toBeNull();
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/v2/search/shop/products');
    expect(JSON.parse(calls[0]!.body!)).toEqual({
      profileId: 'p1',
      query: 'bag',
      page: 0,
      ranking: 'Relevant',
      limit: 12,
      context: 'include:gallery_products',
      analytics: { version: '1', platform: 'web' },
    });
  });
});
