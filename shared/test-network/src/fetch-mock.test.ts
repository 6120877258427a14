import { createFetchMock, hang, reply } from './fetch-mock';

const API = 'http://api.test';

describe('createFetchMock (MSW)', () => {
  it('answers the real fetch from its route map and records what was asked', async () => {
    const api = createFetchMock({
      'GET /v2/profiles/': ({ url }) => ({ ids: url.searchParams.getAll('ids') }),
    });
    const response = await fetch(`${API}/v2/profiles/?ids=a&ids=b`, { headers: { 'x-sigil-id': 'u1' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ids: ['a', 'b'] });
    expect(api.callsTo('GET /v2/profiles/')).toHaveLength(1);
    expect(api.calls[0]?.headers['x-sigil-id']).toBe('u1');
  });

  it('parses JSON and form bodies, and replies with a status', async () => {
    const api = createFetchMock({
      'POST /v2/likes/': ({ body }) => reply(201, { like: body }),
      'POST /token/': ({ body }) => reply(400, { error: (body as { grant_type: string }).grant_type }),
    });
    const like = await fetch(`${API}/v2/likes/`, { method: 'POST', body: JSON.stringify({ ltk_id: 'p1' }) });
    expect(like.status).toBe(201);
    expect(await like.json()).toEqual({ like: { ltk_id: 'p1' } });
    const token = await fetch(`${API}/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password',
    });
    expect(token.status).toBe(400);
    expect(api.calls.map((call) => call.body)).toEqual([{ ltk_id: 'p1' }, { grant_type: 'password' }]);
  });

  it("answers an unknown route 404 in the section-8 shape, and 'on' adds a route", async () => {
    const api = createFetchMock();
    const missing = await fetch(`${API}/v2/wishes/`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 404, error_code: 'not_found' });
    api.on('GET /v2/wishes/', () => ({ wishes: [] }));
    expect(await (await fetch(`${API}/v2/wishes/`)).json()).toEqual({ wishes: [] });
  });

  it('hang keeps a request pending until it is aborted', async () => {
    createFetchMock({ 'GET /slow': () => hang() });
    const controller = new AbortController();
    const pending = fetch(`${API}/slow`, { signal: controller.signal });
    controller.abort(new Error('timed out'));
    await expect(pending).rejects.toThrow();
  });

  it('drops the handlers of the previous test', async () => {
    createFetchMock();
    expect((await fetch(`${API}/v2/wishes/`)).status).toBe(404);
  });
});
