// Build time only (shell/webpack.config.js writes the result into index.html): the boot script with its data, taken
// from the packages the pages use, so the first calls are the api client's own URLs and the routes the route table's.
import { createApiClient, type ApiClient } from '@ltk/api-client';
import { STORAGE_KEYS } from '@ltk/contracts';
import { ROUTES_BY_NAME, ROUTES, SHOW_CARTS_PARAM } from '@ltk/routes';
import { DISPLAY_NAME, ENTITY_ID } from '@ltk/routes/param-patterns';
import { boot, type BootData, type FirstCall } from './boot-script';

const BASE = 'http://api.invalid';
/** Every list an api answer of the first calls has, empty: the client's own reading of it must not fail. */
const EMPTY_ANSWER = { data: { activities: [] }, ltks: [], profiles: [], products: [], productDetails: [] };

/** The api path and query the api client asks for `call` (its base left out). */
async function apiUrl(call: (api: ApiClient) => Promise<unknown>): Promise<string> {
  const asked: string[] = [];
  const api = createApiClient({
    baseUrl: BASE,
    getAuth: () => null,
    fetchImpl: async (input) => {
      asked.push(input instanceof Request ? input.url : input.toString());
      return new Response(JSON.stringify(EMPTY_ANSWER), { status: 200 });
    },
  });
  await call(api);
  if (asked.length !== 1 || !asked[0]?.startsWith(BASE))
    throw new Error(`expected one api call, got ${asked.join(', ')}`);
  // The ids are placeholders the boot script fills in: `{1}` and `{2}` as the client encodes them.
  return asked[0].slice(BASE.length).replace(/%7B(\d)%7D/g, '{$1}');
}

/** A param's pattern without its anchors, as a group. */
const group = (pattern: RegExp) => `(${pattern.source.replace(/^\^/, '').replace(/\$$/, '')})`;

/**
 * A route's path as a RegExp source (a trailing slash allowed). With `params`, each of those params is a capture
 * group of its pattern; any other param matches any segment.
 */
function pathPattern(path: string, params: Record<string, RegExp> = {}): string {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (!part.startsWith(':')) return `/${escape(part)}`;
      const name = part.slice(1).replace(/\?$/, '');
      const value = params[name] ? group(params[name]) : '[^/]+';
      return part.endsWith('?') ? `(?:/${value})?` : `/${value}`;
    });
  return `^${segments.join('')}/?$`;
}

const pathOf = (name: string) => {
  const route = ROUTES_BY_NAME[name];
  if (!route) throw new Error(`no route named ${name}`);
  return route.path;
};

/** The page's first api calls: /home's feed, a post, a product, a creator's profile and then their feed. */
async function firstCalls(): Promise<FirstCall[]> {
  const id = { id: ENTITY_ID };
  const [feed, post, product, profile, profileFeed] = await Promise.all([
    apiUrl((api) => api.getFeaturedFeed()),
    apiUrl((api) => api.getLtksByIds(['{1}'])),
    apiUrl((api) => api.getProductDetails(['{1}'])),
    apiUrl((api) => api.getProfilesByDisplayName(['{1}'])),
    apiUrl((api) => api.getProfileFeed('{2}')),
  ]);
  return [
    ...['index', 'home'].map((name) => ({ path: pathPattern(pathOf(name)), url: feed })),
    ...['post-id', 'posts-id'].map((name) => ({ path: pathPattern(pathOf(name), id), url: post })),
    { path: pathPattern(pathOf('products-id'), id), url: product },
    {
      path: pathPattern(pathOf('explore-displayName'), { displayName: DISPLAY_NAME }),
      url: profile,
      profileFeed,
    },
  ];
}

/** The boot script's data. */
async function bootData(): Promise<BootData> {
  return {
    routes: ROUTES.filter((route) => route.remote !== 'shell').map((route) => [
      pathPattern(route.path),
      route.remote,
    ]),
    firstCalls: await firstCalls(),
    sessionKey: STORAGE_KEYS.session,
    overridesKey: STORAGE_KEYS.remoteOverrides,
    cartFlag: SHOW_CARTS_PARAM,
  };
}

/** The inline script of index.html: the boot function's source called with its data (`<` escaped: inside `<script>`). */
export async function inlineBootScript(): Promise<string> {
  const data = JSON.stringify(await bootData()).replace(/</g, '\\u003c');
  return `(${boot.toString()})(${data});`;
}
