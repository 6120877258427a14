import type { BootState } from './boot-state';

/** A first api call of a page: the api client's URL for the page's id, asked before the shell has run. */
export interface FirstCall {
  /** The pathname's pattern (a RegExp source); its first group is the id the URL takes as `{1}`. */
  path: string;
  /** The api path and query, `{1}` the pathname's id (as the page matched it). */
  url: string;
  /** A creator's shop: once the profile has answered, its feed page (`{2}`: the profile's id, encoded). */
  profileFeed?: string;
}

/**
 * /search's first calls, which its result cards wait for: the post search (a POST of `body`), then the hits' posts,
 * then their products' details. The URLs are the api client's; `{ids}` is the ids as the client's query repeats them,
 * `{n}` their count.
 */
export interface SearchCalls {
  /** The search route's pattern. */
  path: string;
  /** The `keyword` query's longest length (the page trims it and cuts it there). */
  keywordMax: number;
  /** The `type` query of a creator search (any other is a post search). */
  profileType: string;
  /** The search's api path and JSON body, `"{1}"` standing for the keyword as a JSON string. */
  url: string;
  body: string;
  /** The hits' posts and then their products' details: the api path and query with `{ids}` (and `{n}`). */
  posts: string;
  details: string;
  /** The most ids the client asks in one call (its batcher's chunks). */
  postsMax: number;
  detailsMax: number;
}

/** What the build hands the boot script (generated from @ltk/routes, @ltk/api-client and @ltk/contracts). */
export interface BootData {
  /** Route pattern (a RegExp source) -> the remote that renders it: its manifest and first chunks are preloaded. */
  routes: Array<[string, string]>;
  firstCalls: FirstCall[];
  search: SearchCalls;
  /** localStorage keys: a saved session (no anonymous prefetch), remote overrides (no remote preloads). */
  sessionKey: string;
  overridesKey: string;
  /** The query flag that opens the cart drawer (its remote is preloaded too). */
  cartFlag: string;
}

/**
 * The boot: index.html runs it inline before any bundle (the build writes it in, `inline-boot-script.ts`). It fetches
 * the runtime registry at once and, for the current route, its remote's manifest; then preloads the remote entry and
 * its first chunks, all in parallel with the shell bundle. It also asks the page's first api calls - the ones its LCP
 * element waits for - as soon as the api's URL is known; the shell's api client takes each response (once, through
 * `boot.fetch`) for its first anonymous request of the same URL (and, for /search's POST, the same body). A reader with a saved session sends a token, so gets no
 * prefetch. Self-contained: the build inlines its source, so it reads nothing but `data` and the page.
 */
export function boot(data: BootData): void {
  const state: BootState & {
    manifests: Record<string, Promise<string>>;
    responses: Record<string, Promise<Response>>;
  } = (window.__LTK_BOOT__ = { manifests: {}, responses: {} });
  const stored = (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return 'unknown';
    }
  };
  // A preload is only reused by a request with the same CORS mode: the federation runtime loads a remote entry as a
  // plain <script>, webpack loads a remote's chunks with crossorigin="anonymous".
  const preload = (href: string, cors?: boolean) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    if (cors) link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  };
  const config = fetch('/runtime-config.json', { cache: 'no-cache' }).then((r) => {
    if (!r.ok) throw new Error(`/runtime-config.json: HTTP ${r.status}`);
    return r.json() as Promise<{ apiBaseUrl: string; remotes?: Record<string, string> }>;
  });
  state.config = config as BootState['config'];

  // A request's key in `responses`: a GET's URL; a POST's method, URL and body.
  const keyOf = (url: string, method: string, body?: string) =>
    method === 'GET' ? url : `${method} ${url} ${body ?? ''}`;
  // The api client's fetch (the shell hands it over): an anonymous GET or JSON POST (a string URL and body, no
  // Authorization header in any form of headers) of a request asked here takes that response, once, and the
  // request's abort (its timeout, a page left) still ends the wait; anything else, and a prefetch that failed, is a
  // plain fetch.
  state.fetch = (input, init) => {
    const method = init?.method ?? '';
    const key =
      typeof input === 'string' &&
      (method === 'GET' || (method === 'POST' && typeof init?.body === 'string')) &&
      !new Headers(init?.headers).has('Authorization')
        ? keyOf(input, method, init?.body as string | undefined)
        : '';
    const started = key ? state.responses[key] : undefined;
    if (!started) return fetch(input, init);
    delete state.responses[key];
    const signal = init?.signal;
    return Promise.race([
      started.catch(() => fetch(input, init)),
      new Promise<never>((_, reject) => {
        // The request's own abort reason, as fetch itself rejects with it.
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- an AbortSignal's reason is whatever abort() was given
        signal?.addEventListener('abort', () => reject(signal.reason));
      }),
    ]);
  };
  const ask = (url: string, body?: string) => {
    const response = body
      ? fetch(url, {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body,
        })
      : fetch(url, { headers: { Accept: 'application/json' } });
    response.catch(() => {});
    state.responses[keyOf(url, body ? 'POST' : 'GET', body)] = response;
    return response;
  };
  /** A successful response's JSON (a copy: the page reads the response itself), or null. */
  const read = <T>(response: Promise<Response>) =>
    response.then((r) => (r.ok ? (r.clone().json() as Promise<T>) : null));
  /** `template` with `ids` as the client's query repeats them (and `{n}` their count). */
  const withIds = (template: string, ids: string[]) =>
    template
      .replace('{ids}', new URLSearchParams(ids.map((id) => ['ids', id])).toString())
      .replace('{n}', String(ids.length));
  /** Ids in the client batcher's calls: `size` a call, in order. */
  const chunks = (ids: string[], size: number) => {
    const all: string[][] = [];
    for (let i = 0; i < ids.length; i += size) all.push(ids.slice(i, i + size));
    return all;
  };
  /** Keys as the client's batcher keeps them: once each, in order, blank ones dropped. */
  const keys = (values: unknown[]) =>
    values.filter(
      (value, i): value is string =>
        typeof value === 'string' && value.trim() !== '' && values.indexOf(value) === i,
    );
  const path = location.pathname;
  for (const call of data.firstCalls) {
    const found = new RegExp(call.path).exec(path);
    const id = found?.[1] ?? '';
    // `/post` without an id (the route's id is optional) asks nothing.
    if (!found || (!id && call.url.includes('{1}')) || stored(data.sessionKey)) continue;
    config
      .then((registry) => {
        const api = registry.apiBaseUrl.replace(/\/+$/, '');
        const first = ask(api + call.url.replace('{1}', id));
        const feed = call.profileFeed;
        if (!feed) return;
        // The creator's shop: its feed's first page needs the profile's id.
        return first
          .then((response) =>
            response.ok ? (response.clone().json() as Promise<{ profiles?: unknown }>) : null,
          )
          .then((body) => {
            const profiles = (body?.profiles ?? []) as Array<{ id: string; displayName: string }>;
            const profile = profiles.filter(
              (p) => String(p.displayName).toLowerCase() === id.toLowerCase(),
            )[0];
            if (profile) void ask(api + feed.replace('{2}', encodeURIComponent(profile.id)));
          });
      })
      .catch(() => {});
  }

  // /search?keyword=: the post search, then its hits' posts, then their products' details (the page shows its cards
  // once all three are in).
  const search = data.search;
  const query = new URLSearchParams(location.search);
  const keyword = (query.get('keyword') ?? '').trim().slice(0, search.keywordMax);
  if (
    keyword &&
    new RegExp(search.path).test(path) &&
    query.get('type') !== search.profileType &&
    !stored(data.sessionKey)
  )
    config
      .then((registry) => {
        const api = registry.apiBaseUrl.replace(/\/+$/, '');
        const body = search.body.replace('"{1}"', () => JSON.stringify(keyword));
        type Hits = { data?: { hits?: Array<{ id?: unknown; objectId?: unknown }> } };
        type Posts = { products?: Array<{ productDetailsId?: unknown }> };
        return read<Hits>(ask(api + search.url, body)).then((found) => {
          const ids = keys((found?.data?.hits ?? []).map((hit) => hit.id ?? hit.objectId));
          return Promise.all(
            chunks(ids, search.postsMax).map((chunk) => read<Posts>(ask(api + withIds(search.posts, chunk)))),
          ).then((pages) => {
            const products = pages.flatMap((page) => page?.products ?? []);
            const details = keys(products.map((product) => product.productDetailsId));
            for (const chunk of chunks(details, search.detailsMax))
              void ask(api + withIds(search.details, chunk));
          });
        });
      })
      .catch(() => {});

  const wanted: string[] = [];
  const route = data.routes.filter(([pattern]) => new RegExp(pattern).test(path))[0];
  if (route) wanted.push(route[1]);
  if (new RegExp(`[?&]${data.cartFlag}=true(&|$)`).test(location.search)) wanted.push('mfe_cart');
  if (!wanted.length || /[?&]override=/.test(location.search) || stored(data.overridesKey)) return;
  config
    .then((registry) => {
      for (const name of wanted) {
        const manifestUrl = registry.remotes?.[name];
        if (!manifestUrl) continue;
        const url = new URL(manifestUrl, location.href).href;
        const text = fetch(url, { cache: 'no-cache' }).then((r) => {
          if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
          return r.text();
        });
        state.manifests[url] = text;
        text
          .then((body) => {
            const manifest = JSON.parse(body) as {
              metaData: { publicPath?: string; remoteEntry: { path?: string; name: string } };
              exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
            };
            const meta = manifest.metaData;
            const base =
              meta.publicPath && meta.publicPath !== 'auto'
                ? meta.publicPath
                : url.slice(0, url.lastIndexOf('/') + 1);
            preload(
              base + (meta.remoteEntry.path ? `${meta.remoteEntry.path}/` : '') + meta.remoteEntry.name,
            );
            for (const expose of manifest.exposes)
              if (expose.path === './app')
                for (const file of expose.assets.js.sync) preload(base + file, true);
          })
          .catch(() => {});
      }
    })
    .catch(() => {});
}
