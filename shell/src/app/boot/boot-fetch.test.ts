import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createApiClient } from '@ltk/api-client';
import { bootFetch } from './boot-fetch';

const FEED = 'http://api.test/v3/activities/posts/global/featured?limit=36';
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('bootFetch', () => {
  it('answers an anonymous GET of a prefetched URL with the prefetched response, once', async () => {
    const prefetched = json({ from: 'boot' });
    const network = jest.fn(async () => json({ from: 'network' }));
    const responses = { [FEED]: Promise.resolve(prefetched) };
    const fetch = bootFetch(responses, network);

    expect(await fetch(FEED, { method: 'GET', headers: { Accept: 'application/json' } })).toBe(prefetched);
    expect(network).not.toHaveBeenCalled();
    await expect((await fetch(FEED)).json()).resolves.toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('leaves authenticated requests, other methods and other URLs to the network', async () => {
    const network = jest.fn(async () => json({ from: 'network' }));
    const responses = { [FEED]: Promise.resolve(json({ from: 'boot' })) };
    const fetch = bootFetch(responses, network);

    await fetch(FEED, { method: 'GET', headers: { Authorization: 'Bearer t' } });
    await fetch(FEED, { method: 'POST' });
    await fetch(`${FEED}&next=2`, { method: 'GET' });
    expect(network).toHaveBeenCalledTimes(3);
    expect(responses[FEED]).toBeDefined();
  });

  it('asks the network when the prefetch failed', async () => {
    const network = jest.fn(async () => json({ from: 'network' }));
    const fetch = bootFetch({ [FEED]: Promise.reject(new TypeError('offline')) }, network);

    await expect((await fetch(FEED, { method: 'GET' })).json()).resolves.toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledWith(FEED, { method: 'GET' });
  });
});

describe("index.html's /home feed prefetch", () => {
  it("is the URL of the api client's getFeaturedFeed() with its defaults, so the response is taken", async () => {
    const html = readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8');
    const prefetched = /var HOME_FEED =\s*'([^']+)'/.exec(html)?.[1];
    expect(prefetched).toMatch(/^\/v3\//);
    const requested: string[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test/',
      getAuth: () => null,
      fetchImpl: async (input) => {
        requested.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
        return json({ data: { activities: [] }, meta: {} });
      },
    });
    await api.getFeaturedFeed();
    expect(requested).toEqual([`http://api.test${prefetched}`]);
  });
});
