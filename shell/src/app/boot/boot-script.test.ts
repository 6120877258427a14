import { createApiClient } from '@ltk/api-client';
import { PAGE_SIZES, STORAGE_KEYS } from '@ltk/contracts';
import { SEARCH_KEYWORD_MAX } from '@ltk/routes';
import type { BootState } from './boot-state';
import { inlineBootScript } from './inline-boot-script';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const original = window.fetch;
afterEach(() => {
  window.fetch = original;
  delete window.__LTK_BOOT__;
  localStorage.clear();
});

/**
 * index.html's boot script (as the build writes it), run at `path` with the network (window.fetch, left in place for the test) answering
 * `answers` by URL; the api URLs it asked and the boot state it left.
 */
async function runBootScript(path: string, answers: Record<string, unknown> = {}) {
  const script = await inlineBootScript();
  window.history.replaceState(null, '', path);
  const asked: string[] = [];
  const network = jest.fn(async (input: string, init?: RequestInit) => {
    const key = init?.method === 'POST' ? `POST ${input} ${init.body as string}` : input;
    asked.push(key);
    if (input === '/runtime-config.json') return json({ apiBaseUrl: 'http://api.test/', remotes: {} });
    return json(answers[key] ?? { from: 'network' });
  });
  window.fetch = network as unknown as typeof fetch;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script, as the browser runs it
  new Function(script)();
  for (let tick = 0; tick < 20; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  const boot = window.__LTK_BOOT__ as BootState;
  return {
    asked: () => asked.filter((url) => url !== '/runtime-config.json'),
    responses: Object.keys(boot.responses ?? {}),
    boot,
    network,
  };
}

/** The URLs the api client asks for `call` (a POST as `POST url body`). */
async function apiUrls(call: (api: ReturnType<typeof createApiClient>) => Promise<unknown>) {
  const requested: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test/',
    getAuth: () => null,
    fetchImpl: async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      requested.push(init?.method === 'POST' ? `POST ${url} ${init.body as string}` : url);
      return json({
        data: { activities: [], hits: [], page: 0, nbPages: 0, nbHits: 0 },
        meta: {},
        ltks: [],
        profiles: [],
        productDetails: [],
      });
    },
  });
  await call(api);
  return requested;
}

describe("index.html's boot script asks the page's first api calls", () => {
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
    const { asked: askedNow, responses } = await runBootScript('/explore/Jane.Doe', {
      [profileUrl!]: {
        profiles: [
          { id: 'other', displayName: 'jane' },
          { id: 'c 1', displayName: 'jane.doe' },
        ],
      },
    });
    const feedUrls = await apiUrls((api) => api.getProfileFeed('c 1'));
    const asked = askedNow();
    expect(asked).toEqual([profileUrl, ...feedUrls]);
    expect(responses).toEqual(asked);
  });

  it("a creator's collection: the profile by name, the collection and its first posts, at once", async () => {
    const expected = [
      ...(await apiUrls((api) => api.getProfilesByDisplayName(['Jane.Doe']))),
      ...(await apiUrls((api) => api.getCollection('c1'))),
      ...(await apiUrls((api) => api.getCollectionItems('c1', { limit: PAGE_SIZES.collections }))),
    ];
    expect((await runBootScript('/explore/Jane.Doe/collections/c1')).asked()).toEqual(expected);
    // Without its creator the route is not a shop's page.
    expect((await runBootScript('/collections/c1')).asked()).toEqual([]);
  });

  it("/search?keyword=: the page's post search, then its hits' posts, then their products' details", async () => {
    const keyword = '  "Red" dress & más  ';
    const [search] = await apiUrls((api) => api.searchPosts({ query: '"Red" dress & más' }));
    const [posts] = await apiUrls((api) => api.getLtksByIds(['p 1', 'p2', 'p3']));
    // More details than one call takes: the client's two calls.
    const detailIds = ['d1', 'd 2', ...Array.from({ length: 50 }, (_, i) => `d${i + 3}`)];
    const details = await apiUrls((api) => api.getProductDetails(detailIds));
    expect(details).toHaveLength(2);
    const { asked: askedNow, responses } = await runBootScript(
      `/search?type=post&keyword=${encodeURIComponent(keyword)}`,
      {
        [search!]: {
          data: {
            hits: [{ objectId: 'p 1' }, { objectId: 'p2' }, { objectId: 'p 1' }, { id: 'p3', objectId: 'x' }],
          },
        },
        [posts!]: {
          products: [...detailIds, 'd1', '', 'd 2'].map((productDetailsId) => ({ productDetailsId })),
        },
      },
    );
    expect(search).toMatch(/^POST http:\/\/api\.test\/v2\/search\/post\//);
    const asked = askedNow();
    expect(asked).toEqual([search, posts, ...details]);
    expect(responses).toEqual(asked);
    // The keyword as the page reads it: trimmed and cut to its longest length.
    const long = 'a'.repeat(SEARCH_KEYWORD_MAX);
    const [longSearch] = await apiUrls((api) => api.searchPosts({ query: long }));
    expect((await runBootScript(`/search?keyword=${long}bcd`)).asked()).toEqual([longSearch]);
  });

  it('asks no search for a creator search, an empty keyword or a reader with a session', async () => {
    expect((await runBootScript('/search?keyword=red&type=profile')).asked()).toEqual([]);
    expect((await runBootScript('/search?keyword=%20%20')).asked()).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.session, '{"user":{}}');
    expect((await runBootScript('/search?keyword=red')).asked()).toEqual([]);
  });

  it('asks nothing for a reader with a saved session, or on other pages', async () => {
    localStorage.setItem(STORAGE_KEYS.session, '{"user":{}}');
    expect((await runBootScript('/home')).asked()).toEqual([]);
    localStorage.clear();
    expect((await runBootScript('/search')).asked()).toEqual([]);
    expect((await runBootScript('/post/bad%20id')).asked()).toEqual([]);
    expect((await runBootScript('/post')).asked()).toEqual([]);
  });
});

describe("index.html's boot.fetch (the api client's fetch)", () => {
  const FEED =
    'http://api.test/v3/activities/posts/global/featured' +
    '?limit=36&includes=profiles&includes=ltks&includes=products&includes=media_objects';

  it('answers an anonymous GET of a prefetched URL with the prefetched response, once', async () => {
    const { boot, network } = await runBootScript('/home', { [FEED]: { from: 'boot' } });
    expect(network).toHaveBeenCalledTimes(2);
    const get = { method: 'GET', headers: { Accept: 'application/json' } };
    await expect((await boot.fetch!(FEED, get)).json()).resolves.toEqual({ from: 'boot' });
    expect(network).toHaveBeenCalledTimes(2);
    // Taken once: the next GET of the URL is the network's.
    await boot.fetch!(FEED, get);
    expect(network).toHaveBeenCalledTimes(3);
    expect(network).toHaveBeenLastCalledWith(FEED, get);
  });

  it("answers the page's anonymous search POST with the prefetched response, once, and no other body", async () => {
    const [key] = await apiUrls((api) => api.searchPosts({ query: 'red' }));
    const [, url, body] = /^POST (\S+) (.*)$/.exec(key!)!;
    const { boot, network } = await runBootScript('/search?keyword=red', { [key!]: { from: 'boot' } });
    const calls = network.mock.calls.length;
    const post = (text: string, headers: HeadersInit = { Accept: 'application/json' }) =>
      boot.fetch!(url!, { method: 'POST', headers, body: text });
    await post(body!.replace('red', 'blue'));
    await post(body!, { Authorization: 'Bearer t' });
    expect(network).toHaveBeenCalledTimes(calls + 2);
    await expect((await post(body!)).json()).resolves.toEqual({ from: 'boot' });
    expect(network).toHaveBeenCalledTimes(calls + 2);
    await post(body!);
    expect(network).toHaveBeenCalledTimes(calls + 3);
  });

  it('leaves authenticated requests, other methods and other URLs to the network', async () => {
    const { boot, network } = await runBootScript('/home', { [FEED]: { from: 'boot' } });
    await boot.fetch!(FEED, { method: 'GET', headers: { Authorization: 'Bearer t' } });
    await boot.fetch!(FEED, { method: 'GET', headers: new Headers({ authorization: 'Bearer t' }) });
    await boot.fetch!(FEED, { method: 'POST' });
    await boot.fetch!(`${FEED}&next=2`, { method: 'GET' });
    expect(network).toHaveBeenCalledTimes(6);
    expect(boot.responses?.[FEED]).toBeDefined();
  });

  it("rejects with the request's abort reason when aborted while the prefetch still hangs", async () => {
    const { boot, network } = await runBootScript('/search');
    boot.responses![FEED] = new Promise<Response>(() => {});
    const controller = new AbortController();
    const answer = boot.fetch!(FEED, { method: 'GET', signal: controller.signal });
    const reason = new Error('Request timed out after 30000 ms');
    controller.abort(reason);
    await expect(answer).rejects.toBe(reason);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('asks the network when the prefetch failed', async () => {
    const { boot, network } = await runBootScript('/search');
    const failed = Promise.reject(new TypeError('offline'));
    failed.catch(() => {});
    boot.responses![FEED] = failed;
    await expect((await boot.fetch!(FEED, { method: 'GET' })).json()).resolves.toEqual({ from: 'network' });
    expect(network).toHaveBeenLastCalledWith(FEED, { method: 'GET' });
  });
});
