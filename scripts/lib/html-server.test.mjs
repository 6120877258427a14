// The shell's HTML server against a real local http server standing in for the api (no fetch mocks).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  createPreviewSource,
  createRemoteScripts,
  createRenderer,
  createShellServer,
  escapeHtml,
  imageUrl,
} from './html-server.mjs';

const SHELL_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>LTK</title>
    <script>window.boot = 1;</script>
  </head>
  <body><div id="main"></div></body>
</html>
`;
const ORIGIN = 'https://www.example.test';
const EVIL = `<script>alert("x")</script> & 'q' $& $1`;

/** @type {Record<string, any>} */
const data = {
  posts: {
    p1: {
      id: 'p1',
      profileId: 'c1',
      title: 'Summer looks',
      caption: '  Linen   dress\nand sandals  ',
      heroImage: 'http://img.test/images/post/sig/p1.jpg',
      media: [],
    },
    untitled: {
      id: 'untitled',
      profileId: 'c1',
      title: '  ',
      caption: '',
      heroImage: 'http://img.test/images/post/sig/untitled.jpg',
      media: [],
    },
    video: {
      id: 'video',
      profileId: 'c1',
      title: 'Clip',
      caption: 'A clip',
      heroImage: '/images/post/sig/video.jpg',
      media: [{ type: 'video', url: 'http://img.test/v.mp4', width: 1, height: 1 }],
    },
    evil: {
      id: 'evil',
      profileId: 'c2',
      title: EVIL,
      caption: `"><img src=x onerror=alert(1)>`,
      heroImage: '',
      media: [],
    },
  },
  profiles: {
    c1: {
      id: 'c1',
      displayName: 'jane.doe',
      fullName: 'Jane Doe',
      bio: 'Style & more',
      avatarUrl: 'http://img.test/a/c1.jpg',
    },
    c2: { id: 'c2', displayName: 'evil', fullName: EVIL, bio: EVIL, avatarUrl: '' },
  },
  products: {
    d1: { id: 'd1', name: 'Linen Dress', advertiserName: 'Shop', imageUrl: 'http://img.test/d1.jpg' },
    devil: { id: 'devil', name: EVIL, advertiserName: `<b>"Shop"</b>`, imageUrl: 'http://img.test/d"1.jpg' },
  },
  sets: {
    s1: {
      id: 's1',
      profileId: 'c1',
      title: 'Beach',
      subtype: 'PRODUCT_SET',
      description: 'Sun',
      coverPhotoUrls: ['http://img.test/s1.jpg'],
    },
    g1: {
      id: 'g1',
      profileId: 'c1',
      title: 'For Mom',
      subtype: 'GIFT_GUIDE',
      description: '',
      coverPhotoUrls: [],
    },
    gevil: {
      id: 'gevil',
      profileId: 'c2',
      title: EVIL,
      subtype: 'GIFT_GUIDE',
      description: EVIL,
      coverPhotoUrls: [],
    },
  },
};

/** The fake api: the calls the HTML server makes, with a switchable delay and failure, counting requests. */
function fakeApi() {
  const state = { delayMs: 0, fail: false, requests: /** @type {string[]} */ ([]) };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    state.requests.push(`${url.pathname}${url.search}`);
    const send = (/** @type {number} */ status, /** @type {unknown} */ body) =>
      setTimeout(() => {
        if (state.fail) {
          res.writeHead(500).end('{}');
          return;
        }
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      }, state.delayMs);
    if (url.pathname === '/v2/ltks') {
      const post = data.posts[url.searchParams.get('ids') ?? ''];
      const profile = post && data.profiles[post.profileId];
      send(200, { ltks: post ? [post] : [], profiles: profile ? [profile] : [] });
    } else if (url.pathname === '/v2/product_details/') {
      const details = data.products[url.searchParams.get('ids') ?? ''];
      send(200, { productDetails: details ? [details] : [] });
    } else if (url.pathname === '/v2/profiles/') {
      const name = (url.searchParams.get('display_names') ?? '').toLowerCase();
      send(200, {
        profiles: Object.values(data.profiles).filter((p) => p.displayName.toLowerCase() === name),
      });
    } else if (url.pathname === '/shop_product/get_shop_product_collection') {
      const set = data.sets[url.searchParams.get('collection_id') ?? ''];
      send(set ? 200 : 404, set ? { shopProductCollection: set } : { error: 'not found' });
    } else send(404, {});
  });
  return { server, state };
}

const listen = (/** @type {http.Server} */ server) =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${/** @type {any} */ (server.address()).port}`),
    ),
  );

/** Every `<meta>`'s content by name or property, the title and the links of a document. */
function head(/** @type {string} */ html) {
  /** @type {Record<string, string>} */
  const meta = {};
  const unescape = (/** @type {string} */ s) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g))
    meta[m[1] ?? ''] = unescape(m[2] ?? '');
  const title = unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  const canonical = unescape(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '');
  const preload =
    /<link rel="preload" as="image" fetchpriority="high" href="([^"]*)"(?: imagesrcset="([^"]*)")? \/>/.exec(
      html,
    );
  return {
    meta,
    title,
    canonical,
    preload: preload
      ? {
          href: unescape(preload[1] ?? ''),
          srcset: preload[2] === undefined ? undefined : unescape(preload[2]),
        }
      : null,
    titles: html.match(/<title>/g)?.length ?? 0,
  };
}

describe('the shell HTML server', () => {
  const api = fakeApi();
  /** @type {string} */
  let apiUrl;
  /** @type {(pathname: string) => Promise<{ status: number, html: string }>} */
  let render;
  /** @type {ReturnType<typeof createPreviewSource>} */
  let source;

  before(async () => {
    apiUrl = /** @type {string} */ (await listen(api.server));
    source = createPreviewSource({ apiBaseUrl: apiUrl, cacheTtlMs: 60_000 });
    const renderer = createRenderer({ source, origin: ORIGIN, imageBase: 'http://img.test', timeoutMs: 300 });
    render = (pathname) => renderer(pathname, SHELL_HTML);
  });
  after(() => api.server.close());

  it('gives a post its title, description, Open Graph and Twitter tags, canonical link and hero preload', async () => {
    const { status, html } = await render('/post/p1');
    assert.equal(status, 200);
    const page = head(html);
    assert.equal(page.titles, 1);
    assert.equal(page.title, 'Summer looks | LTK');
    assert.equal(page.meta.description, 'Linen dress and sandals');
    assert.equal(page.meta['og:title'], 'Summer looks');
    assert.equal(page.meta['og:description'], 'Linen dress and sandals');
    assert.equal(page.meta['og:type'], 'article');
    assert.equal(page.meta['og:url'], `${ORIGIN}/post/p1`);
    assert.equal(page.canonical, `${ORIGIN}/post/p1`);
    const hero = 'http://img.test/images/post/sig/p1.jpg?w=450&dpr=1&q=80';
    assert.equal(page.meta['og:image'], hero);
    assert.equal(page.meta['twitter:card'], 'summary_large_image');
    assert.deepEqual(page.preload, {
      href: hero,
      srcset: [1, 2, 3]
        .map((d) => `http://img.test/images/post/sig/p1.jpg?w=450&dpr=${d}&q=80 ${d}x`)
        .join(', '),
    });
    // The preload comes before the boot script, for the preload scanner.
    assert.ok(html.indexOf('rel="preload"') < html.indexOf('<script>'));
  });

  it('titles an untitled post by its creator and canonicalises /posts/:id to /post/:id', async () => {
    const page = head((await render('/posts/untitled')).html);
    assert.equal(page.title, 'Post by jane.doe | LTK');
    assert.equal(page.meta.description, 'Post by jane.doe');
    assert.equal(page.canonical, `${ORIGIN}/post/untitled`);
  });

  it("preloads a video post's poster (one URL, as the page uses it) with an absolute og:image", async () => {
    const page = head((await render('/post/video')).html);
    assert.deepEqual(page.preload, {
      href: '/images/post/sig/video.jpg?w=450&dpr=1&q=80',
      srcset: undefined,
    });
    assert.equal(page.meta['og:image'], 'http://img.test/images/post/sig/video.jpg?w=450&dpr=1&q=80');
  });

  it("gives a product its name and its 450x450 image's preload", async () => {
    const page = head((await render('/products/d1')).html);
    assert.equal(page.title, 'Linen Dress | LTK');
    assert.equal(page.meta.description, 'Shop: Linen Dress');
    assert.equal(page.canonical, `${ORIGIN}/products/d1`);
    assert.deepEqual(page.preload, {
      href: imageUrl('http://img.test/d1.jpg', { width: 450, height: 450 }),
      srcset: [1, 2, 3].map((d) => `http://img.test/d1.jpg?w=450&h=450&dpr=${d}&q=80 ${d}x`).join(', '),
    });
  });

  it("gives a creator's shop the creator's name, bio and avatar", async () => {
    const page = head((await render('/explore/Jane.Doe')).html);
    assert.equal(page.title, 'jane.doe | LTK');
    assert.equal(page.meta.description, 'Style & more');
    assert.equal(page.meta['og:image'], 'http://img.test/a/c1.jpg?w=100&h=100&dpr=1&q=80');
    assert.equal(page.canonical, `${ORIGIN}/explore/jane.doe`);
    assert.equal(page.preload, null);
  });

  it('gives product sets and gift guides their title, description and cover', async () => {
    const set = head((await render('/productsets/s1')).html);
    assert.equal(set.title, 'Beach | LTK');
    assert.equal(set.meta['og:description'], 'Sun');
    assert.equal(set.meta['og:image'], 'http://img.test/s1.jpg?w=450&dpr=1&q=80');
    assert.equal(set.canonical, `${ORIGIN}/productsets/s1`);
    const shopSet = head((await render('/explore/jane.doe/productsets/s1/d1')).html);
    assert.equal(shopSet.canonical, `${ORIGIN}/explore/jane.doe/productsets/s1`);
    const guide = head((await render('/explore/jane.doe/giftguides/g1')).html);
    assert.equal(guide.title, 'For Mom | LTK');
    assert.equal(guide.meta.description, 'For Mom');
    assert.equal(guide.meta['twitter:card'], 'summary');
    assert.equal(guide.meta['og:image'], undefined);
    assert.equal(guide.canonical, `${ORIGIN}/explore/jane.doe/giftguides/g1`);
  });

  it('escapes every field: titles, captions, names, bios, descriptions and image URLs', async () => {
    for (const pathname of [
      '/post/evil',
      '/products/devil',
      '/explore/evil',
      '/explore/evil/giftguides/gevil',
    ]) {
      const { status, html } = await render(pathname);
      assert.equal(status, 200, pathname);
      const injected = html.slice(0, html.indexOf('<script>window.boot'));
      assert.doesNotMatch(injected, /<script>alert|<img|<b>/, pathname);
      assert.equal((html.match(/<script>/g) ?? []).length, 1, pathname);
      const page = head(html);
      assert.ok(page.meta['og:title'] && page.meta.description, pathname);
      // The user content comes back intact once unescaped: in the description fields, and the titles but the shop's
      // (a display name, validated by the route).
      const fields = ['description', 'og:description', 'twitter:description'];
      if (pathname !== '/explore/evil') fields.push('og:title', 'twitter:title');
      for (const name of fields)
        assert.match(
          page.meta[name] ?? '',
          /<script>alert\("x"\)<\/script> & 'q' \$& \$1|<b>|"><img/,
          `${pathname} ${name}`,
        );
    }
    const product = head((await render('/products/devil')).html);
    assert.equal(product.title, `${EVIL} | LTK`);
    assert.equal(product.meta.description, `<b>"Shop"</b>: ${EVIL}`);
    assert.ok(product.preload?.href.includes('d%221.jpg'));
    const post = head((await render('/post/evil')).html);
    assert.equal(post.meta.description, `"><img src=x onerror=alert(1)>`);
    assert.equal(
      escapeHtml(`<a href="x" title='y'>&</a>`),
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('answers 404 with the plain shell for unknown ids, and for invalid ones without asking the api', async () => {
    for (const pathname of [
      '/post/nope',
      '/products/nope',
      '/explore/nobody',
      '/productsets/nope',
      '/explore/jane.doe/giftguides/s1', // a product set is not a gift guide
      '/explore/evil/productsets/s1', // another creator's set
    ]) {
      const { status, html } = await render(pathname);
      assert.equal(status, 404, pathname);
      assert.equal(html, SHELL_HTML, pathname);
    }
    const before = api.state.requests.length;
    for (const pathname of [
      '/post/not%20an%20id',
      '/products/..',
      '/explore/%3Cscript%3E',
      '/post/%E0%A4%A',
      '/explore/jane.doe/giftguides/g1/not%20a%20product',
      // No route at all: the SPA's 404 screen.
      '/nope',
      '/home/unknown',
      '/post/a/b',
      '/explore',
    ]) {
      assert.equal((await render(pathname)).status, 404, pathname);
    }
    assert.equal(api.state.requests.length, before);
  });

  it('leaves every other route the plain shell', async () => {
    const before = api.state.requests.length;
    for (const pathname of [
      '/',
      '/home',
      '/search',
      '/post',
      '/giftguides/mom',
      '/explore/jane.doe/collections',
      '/explore/chat', // the chat route, not a creator named 'chat'
      '/explore/productsets/s1', // a set without its creator
      '/auth/callback',
    ]) {
      assert.deepEqual(await render(pathname), { status: 200, html: SHELL_HTML }, pathname);
    }
    assert.equal(api.state.requests.length, before);
  });

  it('serves a cached preview without asking the api again', async () => {
    await render('/products/d1');
    const before = api.state.requests.length;
    assert.equal(head((await render('/products/d1')).html).title, 'Linen Dress | LTK');
    assert.equal(api.state.requests.length, before);
  });

  it('bounds its cache', async () => {
    const small = createPreviewSource({ apiBaseUrl: apiUrl, cacheSize: 2 });
    for (const id of ['p1', 'untitled', 'video']) await small.lookup({ kind: 'post', params: { id } });
    assert.equal(small.size, 2);
  });

  it('falls back to the plain shell when the api is slower than the timeout, and caches the answer for later', async () => {
    api.state.delayMs = 1_000;
    try {
      const started = Date.now();
      const slow = createRenderer({
        source: createPreviewSource({ apiBaseUrl: apiUrl }),
        origin: ORIGIN,
        imageBase: 'http://img.test',
        timeoutMs: 100,
      });
      const t0 = Date.now();
      const first = await slow('/post/untitled', SHELL_HTML);
      assert.deepEqual(first, { status: 200, html: SHELL_HTML });
      assert.ok(Date.now() - t0 < 600, `answered in ${Date.now() - t0} ms`);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const later = await slow('/post/untitled', SHELL_HTML);
      assert.equal(head(later.html).title, 'Post by jane.doe | LTK');
      assert.ok(Date.now() - started >= 1_000);
    } finally {
      api.state.delayMs = 0;
    }
  });

  it('falls back to the plain shell when the api fails, and does not cache the failure', async () => {
    const fresh = createRenderer({
      source: createPreviewSource({ apiBaseUrl: apiUrl }),
      origin: ORIGIN,
      imageBase: apiUrl,
    });
    api.state.fail = true;
    try {
      assert.deepEqual(await fresh('/post/p1', SHELL_HTML), { status: 200, html: SHELL_HTML });
    } finally {
      api.state.fail = false;
    }
    assert.equal(head((await fresh('/post/p1', SHELL_HTML)).html).title, 'Summer looks | LTK');
  });

  it('falls back to the plain shell when the api is down', async () => {
    const down = createRenderer({
      source: createPreviewSource({ apiBaseUrl: 'http://127.0.0.1:9' }),
      origin: ORIGIN,
      imageBase: ORIGIN,
    });
    assert.deepEqual(await down('/products/d1', SHELL_HTML), { status: 200, html: SHELL_HTML });
  });
});

describe('createShellServer', () => {
  const api = fakeApi();
  const root = mkdtempSync(path.join(os.tmpdir(), 'ltk-shell-dist-'));
  /** @type {http.Server} */
  let shell;
  /** @type {string} */
  let shellUrl;

  before(async () => {
    const apiUrl = /** @type {string} */ (await listen(api.server));
    writeFileSync(path.join(root, 'index.html'), SHELL_HTML);
    writeFileSync(path.join(root, 'main.0123456789abcdef.js'), 'console.log(1);');
    writeFileSync(
      path.join(root, 'runtime-config.json'),
      JSON.stringify({ apiBaseUrl: 'https://api.example.test', brand: 'LTK' }),
    );
    shell = createShellServer({ root, apiBaseUrl: apiUrl, origin: ORIGIN });
    shellUrl = /** @type {string} */ (await listen(shell));
  });
  after(() => {
    api.server.close();
    shell.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves a post's preview with a CSP that still allows the shell's inline script", async () => {
    const response = await fetch(`${shellUrl}/post/p1`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const html = await response.text();
    assert.equal(head(html).title, 'Summer looks | LTK');
    // The public api URL of runtime-config.json makes relative image URLs absolute.
    assert.equal(
      head(await (await fetch(`${shellUrl}/post/video`)).text()).meta['og:image'],
      'https://api.example.test/images/post/sig/video.jpg?w=450&dpr=1&q=80',
    );
    const hash = createHash('sha256').update('window.boot = 1;').digest('base64');
    assert.match(
      response.headers.get('content-security-policy') ?? '',
      new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
    assert.match(response.headers.get('content-security-policy') ?? '', /https:\/\/api\.example\.test/);
  });

  it('compresses a rendered page and answers a matching ETag with 304', async () => {
    const response = await fetch(`${shellUrl}/products/d1`, { headers: { 'Accept-Encoding': 'br' } });
    assert.equal(response.headers.get('content-encoding'), 'br');
    assert.equal(head(await response.text()).title, 'Linen Dress | LTK');
    const etag = response.headers.get('etag') ?? '';
    const again = await fetch(`${shellUrl}/products/d1`, { headers: { 'If-None-Match': etag } });
    assert.equal(again.status, 304);
  });

  it('preloads only the 1x hero for a Save-Data reader', async () => {
    const response = await fetch(`${shellUrl}/post/p1`, { headers: { 'Save-Data': 'on' } });
    assert.match(response.headers.get('vary') ?? '', /Save-Data/);
    assert.deepEqual(head(await response.text()).preload, {
      href: 'http://img.test/images/post/sig/p1.jpg?w=450&dpr=1&q=80',
      srcset: undefined,
    });
    const full = head(await (await fetch(`${shellUrl}/post/p1`)).text());
    assert.ok(full.preload?.srcset?.includes('dpr=3'));
  });

  it('preloads only the 1x hero for a reader on 2g (the ECT client hint it asks for), the srcset on 3g and 4g', async () => {
    const response = await fetch(`${shellUrl}/post/p1`, { headers: { ECT: '2g' } });
    assert.equal(response.headers.get('accept-ch'), 'ECT');
    assert.match(response.headers.get('vary') ?? '', /\bECT\b/);
    assert.equal(head(await response.text()).preload?.srcset, undefined);
    const slow = head(await (await fetch(`${shellUrl}/post/p1`, { headers: { ECT: 'slow-2g' } })).text());
    assert.equal(slow.preload?.srcset, undefined);
    for (const ect of ['3g', '4g']) {
      const page = head(await (await fetch(`${shellUrl}/post/p1`, { headers: { ECT: ect } })).text());
      assert.ok(page.preload?.srcset?.includes('dpr=3'), ect);
    }
  });

  it('answers an unknown post with 404 and the shell', async () => {
    const response = await fetch(`${shellUrl}/post/nope`);
    assert.equal(response.status, 404);
    assert.equal(await response.text(), SHELL_HTML);
  });

  it('keeps the static files and their cache rules', async () => {
    const script = await fetch(`${shellUrl}/main.0123456789abcdef.js`);
    assert.equal(script.status, 200);
    assert.equal(script.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const index = await fetch(`${shellUrl}/`);
    assert.equal(await index.text(), SHELL_HTML);
    assert.equal(index.headers.get('cache-control'), 'no-cache');
    assert.equal((await fetch(`${shellUrl}/missing.js`)).status, 404);
  });
});

describe("script preloads of the route's remote", () => {
  /** A remote's static server: its federation manifest (`auto` public path), counting reads. */
  const reads = { count: 0, status: 200 };
  const remote = http.createServer((_req, res) => {
    reads.count += 1;
    res.writeHead(reads.status, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          { path: './discover-feed', assets: { js: { sync: ['feed.js'], async: [] } } },
          {
            path: './app',
            assets: { js: { sync: ['598.abc.js', '__federation_expose_app.def.js'], async: ['x.js'] } },
          },
        ],
      }),
    );
  });
  /** @type {string} */
  let remoteUrl;
  before(async () => {
    remoteUrl = /** @type {string} */ (await listen(remote));
  });
  after(() => remote.close());

  /** @type {{ lookup(): Promise<any> }} */
  const noApi = { lookup: () => Promise.reject(new Error('not asked')) };

  it("reads the remote entry and the ./app expose's sync chunks from the manifest, cached", async () => {
    reads.count = 0;
    let clock = 0;
    const scripts = createRemoteScripts({ cacheTtlMs: 1_000, now: () => clock });
    const expected = [
      { href: `${remoteUrl}/remoteEntry.js`, cors: false },
      { href: `${remoteUrl}/598.abc.js`, cors: true },
      { href: `${remoteUrl}/__federation_expose_app.def.js`, cors: true },
    ];
    assert.deepEqual(await scripts.of(`${remoteUrl}/mf-manifest.json`), expected);
    assert.deepEqual(await scripts.of(`${remoteUrl}/mf-manifest.json`), expected);
    assert.equal(reads.count, 1);
    clock = 1_001;
    await scripts.of(`${remoteUrl}/mf-manifest.json`);
    assert.equal(reads.count, 2);
  });

  it('writes the preloads after the title: the entry plain, the chunks crossorigin, on any route of a remote', async () => {
    const scripts = createRemoteScripts();
    const render = createRenderer({
      source: noApi,
      origin: ORIGIN,
      imageBase: ORIGIN,
      scripts: (name) =>
        name === 'mfe_discover' ? scripts.of(`${remoteUrl}/mf-manifest.json`) : Promise.resolve([]),
    });
    const { status, html } = await render('/home', SHELL_HTML);
    assert.equal(status, 200);
    assert.ok(
      html.includes(
        `<title>LTK</title>\n    <link rel="preload" as="script" href="${remoteUrl}/remoteEntry.js" />\n    ` +
          `<link rel="preload" as="script" crossorigin="anonymous" href="${remoteUrl}/598.abc.js" />`,
      ),
      html,
    );
    // A page that may load another copy of the remote (an override) and the shell's own routes get none.
    assert.deepEqual(await render('/home', SHELL_HTML, { preloadScripts: false }), {
      status: 200,
      html: SHELL_HTML,
    });
    assert.deepEqual(await render('/login', SHELL_HTML), { status: 200, html: SHELL_HTML });
  });

  it('leaves the preloads out when the manifest fails or is slower than the timeout', async () => {
    reads.status = 500;
    try {
      const render = createRenderer({
        source: noApi,
        origin: ORIGIN,
        imageBase: ORIGIN,
        scripts: () => createRemoteScripts().of(`${remoteUrl}/mf-manifest.json`),
      });
      assert.deepEqual(await render('/home', SHELL_HTML), { status: 200, html: SHELL_HTML });
    } finally {
      reads.status = 200;
    }
    const started = Date.now();
    const slow = createRenderer({
      source: noApi,
      origin: ORIGIN,
      imageBase: ORIGIN,
      timeoutMs: 50,
      scripts: () => new Promise(() => {}),
    });
    assert.deepEqual(await slow('/home', SHELL_HTML), { status: 200, html: SHELL_HTML });
    assert.ok(Date.now() - started < 500);
  });
});
