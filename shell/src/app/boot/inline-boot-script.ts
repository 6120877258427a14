// Build time only (shell/webpack.config.js writes the result into index.html): the boot script with its data, taken
// from the packages the pages use, so the first calls are the api client's own URLs and the routes the route table's.
import { createApiClient, type ApiClient } from '@ltk/api-client';
import { BATCHING, PAGE_SIZES, STORAGE_KEYS } from '@ltk/contracts';
import { ROUTES_BY_NAME, ROUTES, SEARCH_KEYWORD_MAX, SHOW_CARTS_PARAM, type SearchType } from '@ltk/routes';
import { DISPLAY_NAME, ENTITY_ID } from '@ltk/routes/param-patterns';
import { boot, type BootData, type FirstCall, type SearchCalls } from './boot-script';

const BASE = 'http://api.invalid';
/** Every list an api answer of the first calls has, empty: the client's own reading of it must not fail. */
const EMPTY_ANSWER = {
  data: { activities: [], hits: [] },
  ltks: [],
  profiles: [],
  products: [],
  productDetails: [],
};

/** The api path and query the api client asks for `call` (its base left out), and its body. */
async function apiCall(call: (api: ApiClient) => Promise<unknown>): Promise<{ url: string; body?: string }> {
  const asked: Array<{ url: string; body?: string }> = [];
  const api = createApiClient({
    baseUrl: BASE,
    getAuth: () => null,
    fetchImpl: async (input, init) => {
      const body = typeof init?.body === 'string' ? init.body : undefined;
      asked.push({ url: input instanceof Request ? input.url : input.toString(), body });
      return new Response(JSON.stringify(EMPTY_ANSWER), { status: 200 });
    },
  });
  await call(api);
  const [first] = asked;
  if (asked.length !== 1 || !first?.url.startsWith(BASE))
    throw new Error(`expected one api call, got ${asked.map((a) => a.url).join(', ')}`);
  // The ids are placeholders the boot script fills in: `{1}` and `{2}` as the client encodes them.
  return { url: first.url.slice(BASE.length).replace(/%7B(\d)%7D/g, '{$1}'), body: first.body };
}

const apiUrl = async (call: (api: ApiClient) => Promise<unknown>) => (await apiCall(call)).url;

/**
 * A call by ids as a template: the client's URL for the ids `{1}` and `{2}`, their repeated `ids` query as `{ids}` and
 * a `limit` of their count as `{n}`.
 */
async function idsTemplate(call: (api: ApiClient, ids: string[]) => Promise<unknown>): Promise<string> {
  const url = await apiUrl((api) => call(api, ['{1}', '{2}']));
  const template = url.replace('ids={1}&ids={2}', '{ids}').replace(/([?&]limit=)2(?=&|$)/, '$1{n}');
  if (!template.includes('{ids}')) throw new Error(`no ids query in ${url}`);
  return template;
}

/** /search's post search, its hits' posts and their products' details. */
async function searchCalls(): Promise<SearchCalls> {
  const [search, posts, details] = await Promise.all([
    apiCall((api) => api.searchPosts({ query: '{1}' })),
    idsTemplate((api, ids) => api.getLtksByIds(ids)),
    idsTemplate((api, ids) => api.getProductDetails(ids)),
  ]);
  if (!search.body?.includes('"{1}"')) throw new Error(`no query in the search's body ${search.body}`);
  return {
    path: pathPattern(pathOf('search')),
    keywordMax: SEARCH_KEYWORD_MAX,
    profileType: 'profile' satisfies SearchType,
    url: search.url,
    body: search.body,
    posts,
    details,
    postsMax: BATCHING.ids,
    detailsMax: BATCHING.productDetails,
  };
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

/**
 * The page's first api calls: /home's feed, a post, a product, a creator's profile and then their feed, and a
 * creator's collection: the profile, the collection and its first posts at once.
 */
async function firstCalls(): Promise<FirstCall[]> {
  const id = { id: ENTITY_ID };
  const creator = { displayName: DISPLAY_NAME };
  const [feed, post, product, profile, profileFeed, collection, collectionItems] = await Promise.all([
    apiUrl((api) => api.getFeaturedFeed()),
    apiUrl((api) => api.getLtksByIds(['{1}'])),
    apiUrl((api) => api.getProductDetails(['{1}'])),
    apiUrl((api) => api.getProfilesByDisplayName(['{1}'])),
    apiUrl((api) => api.getProfileFeed('{2}')),
    apiUrl((api) => api.getCollection('{1}')),
    apiUrl((api) => api.getCollectionItems('{1}', { limit: PAGE_SIZES.collections })),
  ]);
  // Only in a creator's shop (the route's creator is optional: without it the page redirects).
  const collectionPage = pathOf('explore-displayName-collections-id').replace(
    ':displayName?',
    ':displayName',
  );
  return [
    ...['index', 'home'].map((name) => ({ path: pathPattern(pathOf(name)), url: feed })),
    ...['post-id', 'posts-id'].map((name) => ({ path: pathPattern(pathOf(name), id), url: post })),
    { path: pathPattern(pathOf('products-id'), id), url: product },
    { path: pathPattern(pathOf('explore-displayName'), creator), url: profile, profileFeed },
    { path: pathPattern(collectionPage, creator), url: profile },
    { path: pathPattern(collectionPage, id), url: collection },
    { path: pathPattern(collectionPage, id), url: collectionItems },
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
    search: await searchCalls(),
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
