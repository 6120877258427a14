import { createApiClient } from '../core/create-api-client';
import { fakeFetch } from '../test-support/fake-fetch';

describe('getBubbles', () => {
  it('posts the country, the day and the module version and returns the modules', async () => {
    const modules = [{ id: 'v1_bubbles', type: 'v1_bubbles', title: 'Shop by category', items: [] }];
    const fake = fakeFetch(() => ({ status: 200, body: { modules } }));
    const api = createApiClient({ baseUrl: 'http://api.test', getAuth: () => ({}), fetchImpl: fake.fetch });
    await expect(api.getBubbles({ countryCode: 'uk', date: '2026-11-29' })).resolves.toEqual({ modules });
    const call = fake.calls[0]!;
    expect(call.method).toBe('POST');
    expect(call.url.pathname).toBe('/v1/presentation/modules/v1_bubbles');
    expect(JSON.parse(call.body ?? '')).toEqual({ country_code: 'uk', date: '2026-11-29', version: '1' });
  });
});
