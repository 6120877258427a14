import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** index.html's boot script, run at `path` with the network answering `answers` by URL; the URLs it asked. */
async function runBootScript(path: string, answers: Record<string, unknown> = {}) {
  const html = readFileSync(join(__dirname, '../../../public/index.html'), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1]?.replace('<%= preloadRoutes %>', '[]');
  if (!script) throw new Error('no inline script in index.html');
  window.history.replaceState(null, '', path);
  const asked: string[] = [];
  const fetchMock = jest.fn(async (input: string) => {
    asked.push(input);
    if (input === '/runtime-config.json') return json({ apiBaseUrl: 'http://api.test/', remotes: {} });
    return json(answers[input] ?? {});
  });
  const original = window.fetch;
  window.fetch = fetchMock as unknown as typeof fetch;
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script, as the browser runs it
    new Function(script)();
    for (let tick = 0; tick < 20; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  } finally {
    window.fetch = original;
  }
  const responses = window.__LTK_BOOT__?.responses ?? {};
  delete window.__LTK_BOOT__;
  return { asked: asked.filter((url) => url !== '/runtime-config.json'), responses: Object.keys(responses) };
}

/** The URLs the api client asks for `call`. */
async function apiUrls(call: (api: ReturnType<typeof createApiClient>) => Promise<unknown>) {
  const requested: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test/',
    getAuth: () => null,
    fetchImpl: async (input) => {
      requested.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      return json({ data: { activities: [] }, meta: {}, ltks: [], profiles: [], productDetails: [] });
    },
  });
  await call(api);
  return requested;
}

describe("index.html's boot script asks the page's first api calls", () => {
  afterEach(() => localStorage.clear());

  it("/home (and /): the api client's getFeaturedFeed() with its defaults", async () => {
    const expected = await apiUrls((api) => api.getFeaturedFeed());
    expect((await runBootScript('/home')).responses).toEqual(expected);
    expect((await runBootScript('/')).responses).toEqual(expected);
  });

  it("a post and a product: the api client's getLtksByIds and getProductDetails of the page's id", async () => {
    expect((await runBootScript('/post/p-1')).responses).toEqual(
      await apiUrls((api) => api.getLtksByIds(['p-1'])),
    );
    expect((await runBootScript('/posts/p-1')).responses).toEqual(
      await apiUrls((api) => api.getLtksByIds(['p-1'])),
    );
    expect((await runBootScript('/products/d_1')).responses).toEqual(
      await apiUrls((api) => api.getProductDetails(['d_1'])),
    );
  });

  it("a creator's shop: the profile by name, then that profile's feed page", async () => {
    const [profileUrl] = await apiUrls((api) => api.getProfilesByDisplayName(['Jane.Doe']));
    const { asked, responses } = await runBootScript('/explore/Jane.Doe', {
      [profileUrl!]: {
        profiles: [
          { id: 'other', displayName: 'jane' },
          { id: 'c 1', displayName: 'jane.doe' },
        ],
      },
    });
    const feedUrls = await apiUrls((api) => api.getProfileFeed('c 1'));
    expect(asked).toEqual([profileUrl, ...feedUrls]);
    expect(responses).toEqual(asked);
  });

  it('asks nothing for a reader with a saved session, or on other pages', async () => {
    localStorage.setItem('ltk-session', '{"user":{}}');
    expect((await runBootScript('/home')).asked).toEqual([]);
    localStorage.clear();
    expect((await runBootScript('/search')).asked).toEqual([]);
    expect((await runBootScript('/post/bad%20id')).asked).toEqual([]);
  });
});
