import { createApiClient } from '../core/create-api-client';
import { fakeFetch } from '../test-support/fake-fetch';

function client() {
  const fake = fakeFetch(() => ({ status: 200, body: { ltks: [], meta: {} } }));
  const api = createApiClient({ baseUrl: 'http://api.test', getAuth: () => ({}), fetchImpl: fake.fetch });
  return { api, calls: fake.calls };
}

describe('getLtks (a list of posts from GET /v2/ltks)', () => {
  it("a creator's posts: profile_id, limit, last_id, LTK_WEB, with creators, products and media", async () => {
    const { api, calls } = client();
    await api.getLtks({ profileId: 'p1', limit: 12, lastId: 'post-9' });
    const query = calls[0]!.url.searchParams;
    expect(calls[0]!.url.pathname).toBe('/v2/ltks');
    expect(query.get('profile_id')).toBe('p1');
    expect(query.get('limit')).toBe('12');
    expect(query.get('last_id')).toBe('post-9');
    expect(query.getAll('link_types')).toEqual(['LTK_WEB']);
    expect(query.getAll('includes')).toEqual(['profiles', 'products', 'media_objects']);
    expect(query.has('rank')).toBe(false);
  });

  it('the popular-today variant adds rank 24h, trending and styled, with products and profiles; limit 36 by default', async () => {
    const { api, calls } = client();
    await api.getLtks({ hashtag: 'ltkgiftguide', popularToday: true });
    const query = calls[0]!.url.searchParams;
    expect(query.get('hashtag')).toBe('ltkgiftguide');
    expect(query.get('rank')).toBe('24h');
    expect(query.get('trending')).toBe('true');
    expect(query.get('styled')).toBe('true');
    expect(query.getAll('includes')).toEqual(['products', 'profiles']);
    expect(query.get('limit')).toBe('36');
    expect(query.has('last_id')).toBe(false);
  });
});
