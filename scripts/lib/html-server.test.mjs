// The shell's HTML server against a real local http server standing in for the api (no fetch mocks).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PREPAINT_HANDOFF, feedLayer, injectPrepaint } from './html-prepaint.mjs';
import {
  createPreviewSource,
  createRemoteScripts,
  createRenderer,
  createShellServer,
  escapeHtml,
  feedCards,
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
      heroImageWidth: 1080,
      heroImageHeight: 1350,
      media: [],
    },
    evilhero: {
      id: 'evilhero',
      profileId: 'c2',
      title: 'x',
      caption: EVIL,
      heroImage: `http://img.test/h.jpg?a="><script>alert(1)</script>&b='<b>`,
      heroImageWidth: `"><script>alert(2)</script>`,
      heroImageHeight: 10,
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

/** The featured feed's first page: its activities' posts, in order (the api client's page of 36 and includes). */
const FEATURED = ['p1', 'evilhero', 'untitled', 'video', 'evil'];

/** The fake api: the calls the HTML server makes, with a switchable delay and failure, counting requests. */
function fakeApi() {
  const state = {
    delayMs: 0,
    fail: false,
    featured: FEATURED,
    /** A creator's feed page answers 500 (the profile still answers). */
    creatorFeedFails: false,
    requests: /** @type {string[]} */ ([]),
  };
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
    } else if (url.pathname.startsWith('/v3/activities/posts/profile/')) {
      const profileId = decodeURIComponent(url.pathname.split('/').pop() ?? '');
      if (state.creatorFeedFails) res.writeHead(500).end('{}');
      else {
        const posts = Object.values(data.posts).filter((post) => post.profileId === profileId);
        send(200, {
          data: {
            activities: posts.map((post) => ({ id: `post:${post.id}`, type: 'ltk', postId: post.id })),
            ltks: posts,
            profiles: [data.profiles[profileId]].filter(Boolean),
          },
        });
      }
    } else if (url.pathname === '/v3/activities/posts/global/featured') {
      const posts = state.featured.map((id) => data.posts[id]).filter(Boolean);
      send(200, {
        data: {
          activities: state.featured.map((id) => ({ id: `post:${id}`, type: 'ltk', postId: id })),
          ltks: posts,
          profiles: Object.values(data.profiles).filter((p) => posts.some((post) => post.profileId === p.id)),
          products: [],
          mediaObjects: [],
        },
        meta: { next: 'n2' },
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

/** An attribute's or a text's value as the browser reads it. */
const unescape = (/** @type {string} */ s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every `<meta>`'s content by name or property, the title and the links of a document. */
function head(/** @type {string} */ html) {
  /** @type {Record<string, string>} */
  const meta = {};
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
    // /home (and /) read the featured feed for their painted cards: a shell without the page's regions keeps its HTML.
    for (const pathname of ['/', '/home'])
      assert.deepEqual(await render(pathname), { status: 200, html: SHELL_HTML }, pathname);
    const before = api.state.requests.length;
    for (const pathname of [
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

/** The shell's index.html body as the build writes it (the regions the first screen is painted into). */
const SHELL_WITH_REGIONS = SHELL_HTML.replace(
  '<body><div id="main"></div></body>',
  '<body><div id="header" data-region="header"></div><div id="banners" data-region="banners"></div>' +
    '<main id="main" data-region="main"><div id="shell-page"></div></main></body>',
);

/** The painted first screen of a document: the header frame, the hero layer's image, the hand-over scripts. */
function firstScreen(/** @type {string} */ html) {
  const frame =
    /<div id="header" data-region="header">(<div id="ltk-prepaint-header"[\s\S]*?)<\/div><div id="banners"/.exec(
      html,
    );
  const banners =
    /<div id="banners" data-region="banners">(<div id="ltk-prepaint-banners"[\s\S]*?)<\/div>(?:<div id="ltk-prepaint"|<script>)/.exec(
      html,
    );
  const layer = /<div id="ltk-prepaint" aria-hidden="true" inert>[\s\S]*?(<img [^>]*>)/.exec(html);
  const attrs = (/** @type {string} */ tag) =>
    Object.fromEntries([...tag.matchAll(/ ([a-z]+)="([^"]*)"/g)].map((m) => [m[1], unescape(m[2] ?? '')]));
  return {
    frame: frame ? (frame[1] ?? '') : null,
    banners: banners ? (banners[1] ?? '') : null,
    hero: layer ? attrs(layer[1] ?? '') : null,
    handoffs: html.split(PREPAINT_HANDOFF).length - 1,
  };
}

describe('the first screen painted from the HTML', () => {
  const api = fakeApi();
  /** @type {string} */
  let apiUrl;
  /** @type {ReturnType<typeof createRenderer>} */
  let renderer;
  /** @type {(pathname: string, reader?: { saveData?: boolean }) => Promise<{ status: number, html: string }>} */
  let render;

  before(async () => {
    apiUrl = /** @type {string} */ (await listen(api.server));
    renderer = createRenderer({
      source: createPreviewSource({ apiBaseUrl: apiUrl }),
      origin: ORIGIN,
      imageBase: 'http://img.test',
    });
    render = (pathname, reader) => renderer(pathname, SHELL_WITH_REGIONS, reader);
  });
  after(() => api.server.close());

  it("paints a post's header frame and its hero: the preload's URL and srcset, the post's size, hidden from readers", async () => {
    const { html } = await render('/post/p1');
    const screen = firstScreen(html);
    assert.ok(screen.frame?.startsWith('<div id="ltk-prepaint-header" aria-hidden="true" inert>'));
    assert.match(screen.frame ?? '', /<span class="ltk-pp-logo">LTK<\/span>/);
    const preload = head(html).preload;
    assert.deepEqual(screen.hero, {
      src: preload?.href,
      srcset: preload?.srcset,
      width: '1080',
      height: '1350',
      alt: '',
      fetchpriority: 'high',
    });
    assert.match(
      html,
      /<div id="ltk-prepaint" aria-hidden="true" inert><div class="ltk-pp-page ltk-pp-post"><div><img /,
    );
    assert.equal(screen.handoffs, 1);
    // The frame is the header region's only child, the layer sits between the header and the page.
    assert.ok(html.indexOf('id="ltk-prepaint-banners"') < html.indexOf('id="ltk-prepaint"'));
    assert.ok(html.indexOf('id="ltk-prepaint"') < html.indexOf('<main'));
    // The banners above the page: the phone's registration strip and the desktop app banner.
    assert.match(screen.banners ?? '', /^<div id="ltk-prepaint-banners" aria-hidden="true" inert>/);
    assert.match(screen.banners ?? '', /ltk-pp-reg.*Unlock the full LTK experience/);
    assert.match(screen.banners ?? '', /ltk-pp-top.*Shop Creator looks you love on the LTK app/);
    assert.ok(html.indexOf('#ltk-prepaint-header') < html.indexOf('</head>'));
  });

  it("paints a product's 450x450 image, and only the 1x URL for a Save-Data reader", async () => {
    const product = firstScreen((await render('/products/d1')).html).hero;
    assert.equal(product?.src, 'http://img.test/d1.jpg?w=450&h=450&dpr=1&q=80');
    assert.ok(product?.srcset?.includes('dpr=3'));
    assert.equal(product?.width, '450');
    assert.equal(product?.height, '450');
    const saving = firstScreen((await render('/post/p1', { saveData: true })).html).hero;
    assert.equal(saving?.src, 'http://img.test/images/post/sig/p1.jpg?w=450&dpr=1&q=80');
    assert.equal(saving?.srcset, undefined);
  });

  it('escapes the hero URL and size (api fields) in the painted image', async () => {
    const { html } = await render('/post/evilhero');
    const injected = html.slice(html.indexOf('<body>'));
    assert.doesNotMatch(injected, /<script>alert|<b>/);
    const hero = firstScreen(html).hero;
    assert.ok(hero);
    // The values come back intact once unescaped (the URL as the page's imageUrl encodes it).
    assert.equal(hero.width, `"><script>alert(2)</script>`);
    assert.equal(hero.src, head(html).preload?.href);
    assert.match(hero.src ?? '', /^http:\/\/img\.test\/h\.jpg\?a=%22%3E%3Cscript%3E/);
    assert.equal(firstScreen(html).handoffs, 1);
  });

  it('paints nothing where the HTML does not know the LCP element: a video post, other home tabs, /search, 404s', async () => {
    for (const [pathname, status] of /** @type {const} */ ([
      ['/post/video', 200],
      ['/home/for-you', 200],
      ['/search', 200],
      ['/post/nope', 404],
      ['/nope', 404],
    ])) {
      const rendered = await render(pathname);
      assert.equal(rendered.status, status, pathname);
      assert.doesNotMatch(rendered.html, /ltk-prepaint/, pathname);
    }
  });

  it('leaves the desktop app banner out where the route shows no app banners, and paints nothing without the header', () => {
    const hero = /** @type {const} */ ({ kind: 'product', href: '/d1.jpg' });
    const banners = firstScreen(
      injectPrepaint(SHELL_WITH_REGIONS, { header: true, appBanner: false, hero }),
    ).banners;
    assert.match(banners ?? '', /ltk-pp-reg/);
    assert.doesNotMatch(banners ?? '', /ltk-pp-top/);
    assert.equal(
      injectPrepaint(SHELL_WITH_REGIONS, { header: false, appBanner: false, hero }),
      SHELL_WITH_REGIONS,
    );
  });

  it("paints nothing when the api is slower than the page may wait (a post's hero, /home's cards)", async () => {
    api.state.delayMs = 1_000;
    try {
      const slow = createRenderer({
        source: createPreviewSource({ apiBaseUrl: apiUrl }),
        origin: ORIGIN,
        imageBase: 'http://img.test',
        timeoutMs: 100,
      });
      for (const pathname of ['/post/untitled', '/home']) {
        const t0 = Date.now();
        const { status, html } = await slow(pathname, SHELL_WITH_REGIONS);
        assert.ok(Date.now() - t0 < 600, pathname);
        assert.equal(status, 200, pathname);
        assert.equal(html, SHELL_WITH_REGIONS, pathname);
      }
    } finally {
      api.state.delayMs = 0;
    }
  });
});

/** The painted feed of a document: each card's creator row, `<source>` and `<img>`, and the head's image preloads. */
function feedScreen(/** @type {string} */ html) {
  const attrs = (/** @type {string} */ tag) =>
    Object.fromEntries([...tag.matchAll(/ ([a-z]+)="([^"]*)"/g)].map((m) => [m[1], unescape(m[2] ?? '')]));
  const layer =
    /<div id="ltk-prepaint" class="ltk-pp-feedlayer ltk-pp-later" aria-hidden="true" inert>([\s\S]*?)<script>/.exec(
      html,
    );
  const cards = [...(layer?.[1] ?? '').matchAll(/<li class="ltk-pp-card">([\s\S]*?)<\/li>/g)].map((m) => ({
    creatorRow: (m[1] ?? '').includes('<div class="ltk-pp-creator"></div>'),
    source: attrs(/<source [^>]*>/.exec(m[1] ?? '')?.[0] ?? ''),
    img: attrs(/<img [^>]*>/.exec(m[1] ?? '')?.[0] ?? ''),
  }));
  const preloads = [...html.matchAll(/<link rel="preload" as="image" [^>]*>/g)].map((m) => attrs(m[0]));
  return { layer: layer?.[1] ?? null, cards, preloads };
}

describe("/home's first feed cards painted from the HTML", () => {
  const api = fakeApi();
  /** @type {string} */
  let apiUrl;
  /** @type {(pathname: string, reader?: { saveData?: boolean }) => Promise<{ status: number, html: string }>} */
  let render;

  before(async () => {
    apiUrl = /** @type {string} */ (await listen(api.server));
    const renderer = createRenderer({
      source: createPreviewSource({ apiBaseUrl: apiUrl, cacheTtlMs: 0 }),
      origin: ORIGIN,
      imageBase: 'http://img.test',
    });
    render = (pathname, reader) => renderer(pathname, SHELL_WITH_REGIONS, reader);
  });
  after(() => api.server.close());

  it("reads the featured feed's first page as the boot script asks it", async () => {
    api.state.requests.length = 0;
    await render('/home');
    assert.deepEqual(api.state.requests, [
      '/v3/activities/posts/global/featured?limit=36&includes=profiles&includes=ltks&includes=products&includes=media_objects',
    ]);
  });

  it("paints the first row's heroes as the FeedCard renders them: the phone's <source> and the <img>, at the post's aspect ratio", async () => {
    const { status, html } = await render('/home');
    assert.equal(status, 200);
    const screen = feedScreen(html);
    assert.ok(screen.layer?.startsWith('<div class="ltk-pp-home"><nav class="ltk-pp-tabs">'));
    assert.match(screen.layer ?? '', /<li><span>Discover<\/span><\/li><li><span>For you<\/span>/);
    // The first four activities with a post and a hero: p1, evilhero, untitled, video (a video post's card shows its
    // hero too).
    assert.equal(screen.cards.length, 4);
    const [first, , untitled] = screen.cards;
    const hero = 'http://img.test/images/post/sig/p1.jpg';
    assert.deepEqual(first, {
      creatorRow: true,
      source: {
        media: '(max-width: 599.95px)',
        srcset: [1, 2, 3].map((dpr) => `${imageUrl(hero, { width: 225, dpr })} ${dpr}x`).join(', '),
        width: '225',
        height: '281',
      },
      img: {
        src: imageUrl(hero, { width: 450 }),
        srcset: [1, 2, 3].map((dpr) => `${imageUrl(hero, { width: 450, dpr })} ${dpr}x`).join(', '),
        width: '450',
        height: '563',
        alt: '',
        fetchpriority: 'high',
        decoding: 'async',
      },
    });
    // No size from the api: FeedCard's 4:5.
    assert.equal(untitled?.img.height, '563');
    assert.equal(untitled?.source.height, '281');
    // Only a phone's first row is eager: the cards wider screens show load as they are shown.
    assert.deepEqual(
      screen.cards.map((card) => card.img.loading ?? card.img.fetchpriority),
      ['high', 'high', 'lazy', 'lazy'],
    );
    // The phone's and the wider screens' requests of the first two heroes are preloaded, one per media.
    assert.deepEqual(
      screen.preloads.map((link) => [link.media, link.href, link.imagesrcset]),
      screen.cards.slice(0, 2).flatMap((card) => [
        ['(max-width: 599.95px)', undefined, card.source.srcset],
        ['(min-width: 600px)', card.img.src, card.img.srcset],
      ]),
    );
    assert.ok(screen.preloads.every((link) => link.fetchpriority === 'high'));
    assert.ok(html.indexOf('as="image"') < html.indexOf('<script>window.boot'));
    // The header frame marks Discover as /home's section; the banner frames, then the layer; the hand-over script once.
    assert.match(firstScreen(html).frame ?? '', /<li><span class="ltk-pp-on">Discover<\/span><\/li>/);
    assert.match(firstScreen(html).banners ?? '', /ltk-pp-reg/);
    assert.ok(
      html.indexOf('id="ltk-prepaint-banners"') < html.indexOf('id="ltk-prepaint" class="ltk-pp-feedlayer'),
    );
    assert.equal(firstScreen(html).handoffs, 1);
    // All three wait (hidden) for the shell's boot scripts: the hand-over script shows them.
    assert.match(
      firstScreen(html).frame ?? '',
      /^<div id="ltk-prepaint-header" class="ltk-pp-later" aria-hidden="true" inert>/,
    );
    assert.match(
      firstScreen(html).banners ?? '',
      /^<div id="ltk-prepaint-banners" class="ltk-pp-later" aria-hidden="true" inert>/,
    );
    assert.match(html, /\.ltk-pp-later\{visibility:hidden;\}/);
  });

  it('paints / too (the page redirects to /home), with no header link marked yet', async () => {
    const { html } = await render('/');
    assert.equal(feedScreen(html).cards.length, 4);
    assert.ok(firstScreen(html).frame);
    assert.doesNotMatch(firstScreen(html).frame ?? '', /ltk-pp-on/);
  });

  it('escapes the api fields it writes, and writes no caption or name', async () => {
    const { html } = await render('/home');
    const body = html.slice(html.indexOf('<body>'));
    assert.doesNotMatch(html, /<script>alert|<b>|onerror/);
    assert.ok(!body.includes('Linen') && !body.includes('jane.doe') && !body.includes('Jane Doe'));
    const evil = feedScreen(html).cards[1];
    assert.match(evil?.img.src ?? '', /^http:\/\/img\.test\/h\.jpg\?a=%22%3E%3Cscript%3E/);
    // A size that is not a number is FeedCard's 4:5.
    assert.equal(evil?.img.height, '563');
    assert.equal(evil?.creatorRow, true);
  });

  it('stops at the first activity the page would not show as a card (no post, no hero image)', async () => {
    api.state.featured = ['p1', 'gone', 'untitled'];
    try {
      assert.equal(feedScreen((await render('/home')).html).cards.length, 1);
      api.state.featured = ['evil', 'p1'];
      const { status, html } = await render('/home');
      assert.equal(status, 200);
      assert.equal(html, SHELL_WITH_REGIONS);
    } finally {
      api.state.featured = FEATURED;
    }
  });

  it('leaves the creator row out of a card whose creator the page does not have', () => {
    const body = {
      data: {
        activities: [{ postId: 'a' }],
        ltks: [{ id: 'a', profileId: 'nobody', heroImage: 'http://img.test/a.jpg' }],
        profiles: [],
      },
    };
    assert.equal(feedCards(body)[0]?.creatorRow, false);
  });

  it('gives a Save-Data reader the 1x candidates alone, as the page asks them', async () => {
    const screen = feedScreen((await render('/home', { saveData: true })).html);
    const hero = 'http://img.test/images/post/sig/p1.jpg';
    assert.equal(screen.cards[0]?.img.srcset, `${imageUrl(hero, { width: 450 })} 1x`);
    assert.equal(screen.cards[0]?.source.srcset, `${imageUrl(hero, { width: 225 })} 1x`);
    assert.equal(screen.preloads[0]?.imagesrcset, `${imageUrl(hero, { width: 225 })} 1x`);
  });

  it('paints nothing when the api fails (the timeout: with the post above)', async () => {
    api.state.fail = true;
    try {
      assert.deepEqual(await render('/home'), { status: 200, html: SHELL_WITH_REGIONS });
    } finally {
      api.state.fail = false;
    }
  });
});

describe("a creator shop's first feed cards painted from the HTML", () => {
  const api = fakeApi();
  /** @type {(pathname: string) => Promise<{ status: number, html: string }>} */
  let render;

  before(async () => {
    const apiUrl = /** @type {string} */ (await listen(api.server));
    const renderer = createRenderer({
      source: createPreviewSource({ apiBaseUrl: apiUrl, cacheTtlMs: 0 }),
      origin: ORIGIN,
      imageBase: 'http://img.test',
    });
    render = (pathname) => renderer(pathname, SHELL_WITH_REGIONS);
  });
  after(() => api.server.close());

  it("reads the profile, then the creator's feed page as the boot script asks them, and paints the first row under the shop's header, tabs, search and recent products", async () => {
    api.state.requests.length = 0;
    const { status, html } = await render('/explore/Jane.Doe');
    assert.equal(status, 200);
    assert.deepEqual(api.state.requests, [
      '/v2/profiles/?display_names=Jane.Doe',
      '/v3/activities/posts/profile/c1?limit=36&includes=profiles&includes=ltks&includes=products&includes=media_objects',
    ]);
    // The preview is still there.
    assert.equal(head(html).title, 'jane.doe | LTK');
    const screen = feedScreen(html);
    assert.match(
      screen.layer ?? '',
      /^<div class="ltk-pp-shop"><div class="ltk-pp-creatorhead">.*<div class="ltk-pp-name">jane\.doe<\/div>.*<li><span>Posts<\/span><\/li>.*<span>Search jane\.doe&#39;s shop<\/span>.*<div class="ltk-pp-recent"><\/div><ul class="ltk-pp-feed">/,
    );
    // jane.doe's posts in the api's order; every card of a shop has the creator's row.
    assert.deepEqual(
      screen.cards.map((card) => [card.img.src, card.creatorRow]),
      ['p1', 'untitled', 'video'].map((id) => [
        imageUrl(String(data.posts[id].heroImage), { width: 450 }),
        true,
      ]),
    );
    assert.equal(screen.preloads.length, 4);
    assert.doesNotMatch(firstScreen(html).frame ?? '', /ltk-pp-on/);
  });

  it('escapes the name it writes', () => {
    const layer = feedLayer({ page: 'shop', tabs: [], cards: [], displayName: EVIL });
    assert.doesNotMatch(layer, /<script>|<b>/);
    assert.match(layer, /&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt; &amp; &#39;q&#39;/);
  });

  it("keeps the preview and paints nothing when the creator's feed fails; an unknown creator is a 404", async () => {
    api.state.creatorFeedFails = true;
    try {
      const { status, html } = await render('/explore/jane.doe');
      assert.equal(status, 200);
      assert.equal(head(html).title, 'jane.doe | LTK');
      assert.doesNotMatch(html, /ltk-prepaint/);
    } finally {
      api.state.creatorFeedFails = false;
    }
    assert.deepEqual(await render('/explore/nobody'), { status: 404, html: SHELL_WITH_REGIONS });
  });
});

describe('createShellServer', () => {
  const api = fakeApi();
  const root = mkdtempSync(path.join(os.tmpdir(), 'ltk-shell-dist-'));
  /** @type {http.Server} */
  let shell;
  /** @type {string} */
  let shellUrl;

  /** @type {string} */
  let apiUrl;

  before(async () => {
    apiUrl = /** @type {string} */ (await listen(api.server));
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

  it("hashes the first screen's hand-over script into the CSP (styles are allowed inline)", async () => {
    const painted = mkdtempSync(path.join(os.tmpdir(), 'ltk-shell-dist-'));
    writeFileSync(path.join(painted, 'index.html'), SHELL_WITH_REGIONS);
    const server = createShellServer({ root: painted, apiBaseUrl: apiUrl, origin: ORIGIN });
    try {
      const url = /** @type {string} */ (await listen(server));
      const response = await fetch(`${url}/post/p1`);
      const html = await response.text();
      assert.equal(firstScreen(html).handoffs, 1);
      assert.ok(firstScreen(html).hero);
      const policy = response.headers.get('content-security-policy') ?? '';
      const body = /<script>([\s\S]*)<\/script>/.exec(PREPAINT_HANDOFF)?.[1] ?? '';
      for (const script of [body, 'window.boot = 1;']) {
        const hash = createHash('sha256').update(script).digest('base64');
        assert.ok(policy.includes(`'sha256-${hash}'`), script.slice(0, 40));
      }
      assert.match(policy, /style-src 'self' 'unsafe-inline'/);
    } finally {
      server.close();
      rmSync(painted, { recursive: true, force: true });
    }
  });

  it('keeps the static files and their cache rules', async () => {
    const script = await fetch(`${shellUrl}/main.0123456789abcdef.js`);
    assert.equal(script.status, 200);
    assert.equal(script.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(script.headers.get('access-control-allow-origin'), '*');
    assert.equal(script.headers.get('x-content-type-options'), 'nosniff');
    // A preflight's headers are sent on preflights only, not on every script of a first load.
    assert.equal(script.headers.get('access-control-allow-methods'), null);
    const preflight = await fetch(`${shellUrl}/main.0123456789abcdef.js`, { method: 'OPTIONS' });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-methods'), 'GET, HEAD, OPTIONS');
    assert.equal(preflight.headers.get('access-control-allow-headers'), '*');
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
