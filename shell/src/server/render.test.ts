/**
 * @jest-environment node
 */
// The shell's HTML rendering against a real local http server standing in for the api (no fetch mocks).
import http from 'node:http';
import { imageUrl } from '@ltk/ui';
import { escapeHtml } from './escape-html';
import type { FeedPaint } from './page-paint';
import { injectPrepaint } from './prepaint';
import { createPreviewSource, feedCards, type Lookup } from './preview-source';
import { createRemoteScripts } from './remote-scripts';
import { createRenderer } from './render';
import {
  EVIL,
  FEATURED,
  ORIGIN,
  data,
  SHELL_HTML,
  SHELL_WITH_REGIONS,
  fakeApi,
  firstScreen,
  head,
  listen,
  stop,
  unescape,
} from './test-support/fake-api';

describe('the shell HTML server', () => {
  const api = fakeApi();
  let apiUrl: string;
  let render: (pathname: string) => Promise<{ status: number; html: string }>;
  let source: ReturnType<typeof createPreviewSource>;

  beforeAll(async () => {
    apiUrl = await listen(api.server);
    source = createPreviewSource({ apiBaseUrl: apiUrl, cacheTtlMs: 60_000 });
    const renderer = createRenderer({ source, origin: ORIGIN, imageBase: 'http://img.test', timeoutMs: 300 });
    render = (pathname) => renderer(pathname, SHELL_HTML);
  });
  afterAll(() => stop(api.server));

  it('gives a post its title, description, Open Graph and Twitter tags, canonical link and hero preload', async () => {
    const { status, html } = await render('/post/p1');
    expect(status).toBe(200);
    const page = head(html);
    expect(page.titles).toBe(1);
    expect(page.title).toBe('Summer looks | LTK');
    expect(page.meta.description).toBe('Linen dress and sandals');
    expect(page.meta['og:title']).toBe('Summer looks');
    expect(page.meta['og:description']).toBe('Linen dress and sandals');
    expect(page.meta['og:type']).toBe('article');
    expect(page.meta['og:url']).toBe(`${ORIGIN}/post/p1`);
    expect(page.canonical).toBe(`${ORIGIN}/post/p1`);
    const hero = 'http://img.test/images/post/sig/p1.jpg?w=450&dpr=1&q=80';
    expect(page.meta['og:image']).toBe(hero);
    expect(page.meta['twitter:card']).toBe('summary_large_image');
    expect(page.preload).toEqual({
      href: hero,
      srcset: [1, 2, 3]
        .map((d) => `http://img.test/images/post/sig/p1.jpg?w=450&dpr=${d}&q=80 ${d}x`)
        .join(', '),
    });
    // The preload comes before the boot script, for the preload scanner.
    expect(html.indexOf('rel="preload"') < html.indexOf('<script>')).toBeTruthy();
  });

  it('titles an untitled post by its creator and canonicalises /posts/:id to /post/:id', async () => {
    const page = head((await render('/posts/untitled')).html);
    expect(page.title).toBe('Post by jane.doe | LTK');
    expect(page.meta.description).toBe('Post by jane.doe');
    expect(page.canonical).toBe(`${ORIGIN}/post/untitled`);
  });

  it("preloads a video post's poster (one URL, as the page uses it) with an absolute og:image", async () => {
    const page = head((await render('/post/video')).html);
    expect(page.preload).toEqual({
      href: '/images/post/sig/video.jpg?w=450&dpr=1&q=80',
      srcset: undefined,
    });
    expect(page.meta['og:image']).toBe('http://img.test/images/post/sig/video.jpg?w=450&dpr=1&q=80');
  });

  it("gives a product its name and its 450x450 image's preload", async () => {
    const page = head((await render('/products/d1')).html);
    expect(page.title).toBe('Linen Dress | LTK');
    expect(page.meta.description).toBe('Shop: Linen Dress');
    expect(page.canonical).toBe(`${ORIGIN}/products/d1`);
    expect(page.preload).toEqual({
      href: imageUrl('http://img.test/d1.jpg', { width: 450, height: 450 }),
      srcset: [1, 2, 3].map((d) => `http://img.test/d1.jpg?w=450&h=450&dpr=${d}&q=80 ${d}x`).join(', '),
    });
  });

  it("gives a creator's shop the creator's name, bio and avatar", async () => {
    const page = head((await render('/explore/Jane.Doe')).html);
    expect(page.title).toBe('jane.doe | LTK');
    expect(page.meta.description).toBe('Style & more');
    expect(page.meta['og:image']).toBe('http://img.test/a/c1.jpg?w=100&h=100&dpr=1&q=80');
    expect(page.canonical).toBe(`${ORIGIN}/explore/jane.doe`);
    expect(page.preload).toBe(null);
  });

  it('gives product sets and gift guides their title, description and cover', async () => {
    const set = head((await render('/productsets/s1')).html);
    expect(set.title).toBe('Beach | LTK');
    expect(set.meta['og:description']).toBe('Sun');
    expect(set.meta['og:image']).toBe('http://img.test/s1.jpg?w=450&dpr=1&q=80');
    expect(set.canonical).toBe(`${ORIGIN}/productsets/s1`);
    const shopSet = head((await render('/explore/jane.doe/productsets/s1/d1')).html);
    expect(shopSet.canonical).toBe(`${ORIGIN}/explore/jane.doe/productsets/s1`);
    const guide = head((await render('/explore/jane.doe/giftguides/g1')).html);
    expect(guide.title).toBe('For Mom | LTK');
    expect(guide.meta.description).toBe('For Mom');
    expect(guide.meta['twitter:card']).toBe('summary');
    expect(guide.meta['og:image']).toBe(undefined);
    expect(guide.canonical).toBe(`${ORIGIN}/explore/jane.doe/giftguides/g1`);
  });

  it('escapes every field: titles, captions, names, bios, descriptions and image URLs', async () => {
    for (const pathname of [
      '/post/evil',
      '/products/devil',
      '/explore/evil',
      '/explore/evil/giftguides/gevil',
    ]) {
      const { status, html } = await render(pathname);
      expect(status).toBe(200);
      const injected = html.slice(0, html.indexOf('<script>window.boot'));
      expect(injected).not.toMatch(/<script>alert|<img|<b>/);
      expect((html.match(/<script>/g) ?? []).length).toBe(1);
      const page = head(html);
      expect(page.meta['og:title'] && page.meta.description).toBeTruthy();
      // The user content comes back intact once unescaped: in the description fields, and the titles but the shop's
      // (a display name, validated by the route).
      const fields = ['description', 'og:description', 'twitter:description'];
      if (pathname !== '/explore/evil') fields.push('og:title', 'twitter:title');
      for (const name of fields)
        expect(page.meta[name] ?? '').toMatch(/<script>alert\("x"\)<\/script> & 'q' \$& \$1|<b>|"><img/);
    }
    const product = head((await render('/products/devil')).html);
    expect(product.title).toBe(`${EVIL} | LTK`);
    expect(product.meta.description).toBe(`<b>"Shop"</b>: ${EVIL}`);
    expect(product.preload?.href.includes('d%221.jpg')).toBeTruthy();
    const post = head((await render('/post/evil')).html);
    expect(post.meta.description).toBe(`"><img src=x onerror=alert(1)>`);
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
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
      expect(status).toBe(404);
      expect(html).toBe(SHELL_HTML);
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
      expect((await render(pathname)).status).toBe(404);
    }
    expect(api.state.requests.length).toBe(before);
  });

  it('leaves every other route the plain shell', async () => {
    // /home (and /) read the featured feed for their painted cards: a shell without the page's regions keeps its HTML.
    for (const pathname of ['/', '/home'])
      expect(await render(pathname)).toEqual({ status: 200, html: SHELL_HTML });
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
      expect(await render(pathname)).toEqual({ status: 200, html: SHELL_HTML });
    }
    expect(api.state.requests.length).toBe(before);
  });

  it('serves a cached preview without asking the api again', async () => {
    await render('/products/d1');
    const before = api.state.requests.length;
    expect(head((await render('/products/d1')).html).title).toBe('Linen Dress | LTK');
    expect(api.state.requests.length).toBe(before);
  });

  it('bounds its cache', async () => {
    const small = createPreviewSource({ apiBaseUrl: apiUrl, cacheSize: 2 });
    for (const id of ['p1', 'untitled', 'video']) await small.lookup({ kind: 'post', params: { id } });
    expect(small.size).toBe(2);
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
      expect(first).toEqual({ status: 200, html: SHELL_HTML });
      expect(Date.now() - t0 < 600).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const later = await slow('/post/untitled', SHELL_HTML);
      expect(head(later.html).title).toBe('Post by jane.doe | LTK');
      expect(Date.now() - started >= 1_000).toBeTruthy();
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
      expect(await fresh('/post/p1', SHELL_HTML)).toEqual({ status: 200, html: SHELL_HTML });
    } finally {
      api.state.fail = false;
    }
    expect(head((await fresh('/post/p1', SHELL_HTML)).html).title).toBe('Summer looks | LTK');
  });

  it('falls back to the plain shell when the api is down', async () => {
    const down = createRenderer({
      source: createPreviewSource({ apiBaseUrl: 'http://127.0.0.1:9' }),
      origin: ORIGIN,
      imageBase: ORIGIN,
    });
    expect(await down('/products/d1', SHELL_HTML)).toEqual({ status: 200, html: SHELL_HTML });
  });
});

describe('the first screen painted from the HTML', () => {
  const api = fakeApi();
  let apiUrl: string;
  let renderer: ReturnType<typeof createRenderer>;
  let render: (
    pathname: string,
    reader?: { saveData?: boolean },
  ) => Promise<{ status: number; html: string }>;

  beforeAll(async () => {
    apiUrl = await listen(api.server);
    renderer = createRenderer({
      source: createPreviewSource({ apiBaseUrl: apiUrl }),
      origin: ORIGIN,
      imageBase: 'http://img.test',
    });
    render = (pathname, reader) => renderer(pathname, SHELL_WITH_REGIONS, reader);
  });
  afterAll(() => stop(api.server));

  it("paints a post's header frame and its hero: the preload's URL and srcset, the post's size, hidden from readers", async () => {
    const { html } = await render('/post/p1');
    const screen = firstScreen(html);
    expect(screen.frame?.startsWith('<div id="ltk-prepaint-header" aria-hidden="true" inert>')).toBeTruthy();
    // The shell's own Header, its classes' rules in the head (Emotion's, under the frame's own key).
    const logo = /<a aria-label="LTK home" class="(ltkpp-[a-z0-9]+)" href="\/home"[^>]*>LTK<\/a>/.exec(
      screen.frame ?? '',
    );
    expect(logo).toBeTruthy();
    expect(html.slice(0, html.indexOf('</head>'))).toContain(`.${logo?.[1]}{`);
    // The signed-out actions keep their boxes but stay invisible (the frame does not know the session).
    expect(html).toContain(
      '#ltk-prepaint-header a[href="/login"],#ltk-prepaint-header a[href="/signup"],#ltk-prepaint-header a[href="https://company.shopltk.com/apply"]{visibility:hidden;}',
    );
    for (const href of ['/login', '/signup', 'https://company.shopltk.com/apply'])
      expect(screen.frame ?? '').toContain(`href="${href}"`);
    // Its ids are not the page's (React's useId under the frame's prefix).
    expect(screen.frame ?? '').toMatch(/<select id="_ltk-pp-/);
    const preload = head(html).preload;
    expect(screen.hero).toEqual({
      src: preload?.href,
      srcset: preload?.srcset,
      width: '1080',
      height: '1350',
      alt: '',
      fetchpriority: 'high',
      decoding: 'async',
    });
    // The post page's column (its class: the component's styles, under the frame's key) with only the hero.
    expect(html).toMatch(
      /<div id="ltk-prepaint" aria-hidden="true" inert><article class="ltkpp-[a-z0-9]+"><div><img /,
    );
    expect(screen.handoffs).toBe(1);
    // The frame is the header region's only child, the layer sits between the header and the page.
    expect(html.indexOf('id="ltk-prepaint-banners"') < html.indexOf('id="ltk-prepaint"')).toBeTruthy();
    expect(html.indexOf('id="ltk-prepaint"') < html.indexOf('<main')).toBeTruthy();
    // The banners above the page: the phone's registration strip and the desktop app banner.
    expect(screen.banners ?? '').toMatch(/^<div id="ltk-prepaint-banners" aria-hidden="true" inert>/);
    expect(screen.banners ?? '').toMatch(/ltk-pp-reg.*Unlock the full LTK experience/);
    expect(screen.banners ?? '').toMatch(/ltk-pp-top.*Shop Creator looks you love on the LTK app/);
    expect(html.indexOf('#ltk-prepaint-header') < html.indexOf('</head>')).toBeTruthy();
  });

  it("paints a product's 450x450 image, and the 1x candidate alone for a Save-Data reader", async () => {
    const product = firstScreen((await render('/products/d1')).html).hero;
    expect(product?.src).toBe('http://img.test/d1.jpg?w=450&h=450&dpr=1&q=80');
    expect(product?.srcset?.includes('dpr=3')).toBeTruthy();
    expect(product?.width).toBe('450');
    expect(product?.height).toBe('450');
    const saving = firstScreen((await render('/post/p1', { saveData: true })).html).hero;
    expect(saving?.src).toBe('http://img.test/images/post/sig/p1.jpg?w=450&dpr=1&q=80');
    expect(saving?.srcset).toBe(`${saving?.src} 1x`);
    // React's own preload beside a high-priority image is left out: the head has the page's.
    const { html } = await render('/post/p1');
    expect(html.split('rel="preload" as="image"').length).toBe(2);
  });

  it('escapes the hero URL in the painted image, and writes a size only when the api gave a number', async () => {
    const { html } = await render('/post/evilhero');
    const injected = html.slice(html.indexOf('<body>'));
    expect(injected).not.toMatch(/<script>alert|<b>/);
    const hero = firstScreen(html).hero;
    expect(hero).toBeTruthy();
    // The URL comes back intact once unescaped (as the page's imageUrl encodes it); a width that is not a number is the
    // page's default hero width.
    expect(hero?.width).toBe('450');
    expect(hero?.src).toBe(head(html).preload?.href);
    expect(hero?.src ?? '').toMatch(/^http:\/\/img\.test\/h\.jpg\?a=%22%3E%3Cscript%3E/);
    expect(firstScreen(html).handoffs).toBe(1);
  });

  it('paints nothing where the HTML does not know the LCP element: a video post, other home tabs, /search, 404s', async () => {
    for (const [pathname, status] of [
      ['/post/video', 200],
      ['/home/for-you', 200],
      ['/search', 200],
      ['/post/nope', 404],
      ['/nope', 404],
    ] as const) {
      const rendered = await render(pathname);
      expect(rendered.status).toBe(status);
      expect(rendered.html).not.toMatch(/ltk-prepaint/);
    }
  });

  it('leaves the desktop app banner out where the route shows no app banners, and paints nothing without the header', () => {
    const hero = { kind: 'product', image: '/d1.jpg' } as const;
    const banners = firstScreen(
      injectPrepaint(SHELL_WITH_REGIONS, { header: true, appBanner: false, hero, pathname: '/products/d1' }),
    ).banners;
    expect(banners ?? '').toMatch(/ltk-pp-reg/);
    expect(banners ?? '').not.toMatch(/ltk-pp-top/);
    expect(
      injectPrepaint(SHELL_WITH_REGIONS, { header: false, appBanner: false, hero, pathname: '/products/d1' }),
    ).toBe(SHELL_WITH_REGIONS);
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
        expect(Date.now() - t0 < 600).toBeTruthy();
        expect(status).toBe(200);
        expect(html).toBe(SHELL_WITH_REGIONS);
      }
    } finally {
      api.state.delayMs = 0;
    }
  });
});

/** The painted feed of a document: each card's creator row, `<source>` and `<img>`, and the head's image preloads. */
function feedScreen(html: string) {
  const attrs = (tag: string) =>
    Object.fromEntries(
      [...tag.matchAll(/ ([a-zA-Z]+)="([^"]*)"/g)]
        .filter((m) => m[1] !== 'class')
        .map((m) => [(m[1] ?? '').toLowerCase(), unescape(m[2] ?? '')]),
    );
  const layer =
    /<div id="ltk-prepaint" class="ltk-pp-feedlayer ltk-pp-later" aria-hidden="true" inert>([\s\S]*?)<script>/.exec(
      html,
    );
  const cards = [...(layer?.[1] ?? '').matchAll(/<li class="ltk-pp-card">([\s\S]*?)<\/li>/g)].map((m) => ({
    creatorRow: (m[1] ?? '').includes('<header'),
    source: attrs(/<source [^>]*>/.exec(m[1] ?? '')?.[0] ?? ''),
    img: attrs(/<img [^>]*>/.exec(m[1] ?? '')?.[0] ?? ''),
  }));
  const preloads = [...html.matchAll(/<link rel="preload" as="image" [^>]*>/g)].map((m) => attrs(m[0]));
  return { layer: layer?.[1] ?? null, cards, preloads };
}

describe("/home's first feed cards painted from the HTML", () => {
  const api = fakeApi();
  let apiUrl: string;
  let render: (
    pathname: string,
    reader?: { saveData?: boolean },
  ) => Promise<{ status: number; html: string }>;

  beforeAll(async () => {
    apiUrl = await listen(api.server);
    const renderer = createRenderer({
      source: createPreviewSource({ apiBaseUrl: apiUrl, cacheTtlMs: 0 }),
      origin: ORIGIN,
      imageBase: 'http://img.test',
    });
    render = (pathname, reader) => renderer(pathname, SHELL_WITH_REGIONS, reader);
  });
  afterAll(() => stop(api.server));

  it("reads the featured feed's first page as the boot script asks it", async () => {
    api.state.requests.length = 0;
    await render('/home');
    expect(api.state.requests).toEqual([
      '/v3/activities/posts/global/featured?limit=36&includes=profiles&includes=ltks&includes=products&includes=media_objects',
    ]);
  });

  it("paints the first row's heroes as the FeedCard renders them: the phone's <source> and the <img>, at the post's aspect ratio", async () => {
    const { status, html } = await render('/home');
    expect(status).toBe(200);
    const screen = feedScreen(html);
    // mfe-discover's page column, the tab row, the list: the components' markup.
    expect(screen.layer ?? '').toMatch(/^<div class="ltkpp-[a-z0-9]+"><div class="ltk-pp-tabs"><nav /);
    expect(screen.layer ?? '').toMatch(
      /<a [^>]*href="\/home"[^>]*>Discover<\/a><\/li><li><a [^>]*href="\/home\/for-you"[^>]*>For you<\/a>/,
    );
    // The first four activities with a post and a hero: p1, evilhero, untitled, video (a video post's card shows its
    // hero too).
    expect(screen.cards.length).toBe(4);
    const [first, , untitled] = screen.cards;
    const hero = 'http://img.test/images/post/sig/p1.jpg';
    expect(first).toEqual({
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
        loading: 'eager',
        fetchpriority: 'high',
        decoding: 'async',
      },
    });
    // No size from the api: FeedCard's 4:5.
    expect(untitled?.img.height).toBe('563');
    expect(untitled?.source.height).toBe('281');
    // Only a phone's first row is eager: the cards wider screens show load as they are shown.
    expect(screen.cards.map((card) => [card.img.loading, card.img.fetchpriority])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', undefined],
      ['lazy', undefined],
    ]);
    // The phone's and the wider screens' requests of the first two heroes are preloaded, one per media.
    expect(screen.preloads.map((link) => [link.media, link.href, link.imagesrcset])).toEqual(
      screen.cards.slice(0, 2).flatMap((card) => [
        ['(max-width: 599.95px)', undefined, card.source.srcset],
        ['(min-width: 600px)', card.img.src, card.img.srcset],
      ]),
    );
    expect(screen.preloads.every((link) => link.fetchpriority === 'high')).toBeTruthy();
    expect(html.indexOf('as="image"') < html.indexOf('<script>window.boot')).toBeTruthy();
    // The header frame marks Discover as /home's section; the banner frames, then the layer; the hand-over script once.
    expect(firstScreen(html).frame ?? '').toMatch(
      /<li><a aria-current="page" class="active" href="\/home"[^>]*>Discover<\/a><\/li>/,
    );
    expect(firstScreen(html).banners ?? '').toMatch(/ltk-pp-reg/);
    expect(
      html.indexOf('id="ltk-prepaint-banners"') < html.indexOf('id="ltk-prepaint" class="ltk-pp-feedlayer'),
    ).toBeTruthy();
    expect(firstScreen(html).handoffs).toBe(1);
    // All three wait (hidden) for the shell's boot scripts: the hand-over script shows them.
    expect(firstScreen(html).frame ?? '').toMatch(
      /^<div id="ltk-prepaint-header" class="ltk-pp-later" aria-hidden="true" inert>/,
    );
    expect(firstScreen(html).banners ?? '').toMatch(
      /^<div id="ltk-prepaint-banners" class="ltk-pp-later" aria-hidden="true" inert>/,
    );
    expect(html).toMatch(/\.ltk-pp-later\{visibility:hidden;\}/);
  });

  it('paints / too (the page redirects to /home), with no header link marked yet', async () => {
    const { html } = await render('/');
    expect(feedScreen(html).cards.length).toBe(4);
    expect(firstScreen(html).frame).toBeTruthy();
    expect(firstScreen(html).frame ?? '').not.toMatch(/aria-current/);
  });

  it('escapes the api fields it writes, and writes no caption or name', async () => {
    const { html } = await render('/home');
    const body = html.slice(html.indexOf('<body>'));
    expect(html).not.toMatch(/<script>alert|<b>|onerror/);
    expect(!body.includes('Linen') && !body.includes('jane.doe') && !body.includes('Jane Doe')).toBeTruthy();
    const evil = feedScreen(html).cards[1];
    expect(evil?.img.src ?? '').toMatch(/^http:\/\/img\.test\/h\.jpg\?a=%22%3E%3Cscript%3E/);
    // A size that is not a number is FeedCard's 4:5.
    expect(evil?.img.height).toBe('563');
    expect(evil?.creatorRow).toBe(true);
  });

  it('stops at the first activity the page would not show as a card (no post, no hero image)', async () => {
    api.state.featured = ['p1', 'gone', 'untitled'];
    try {
      expect(feedScreen((await render('/home')).html).cards.length).toBe(1);
      api.state.featured = ['evil', 'p1'];
      const { status, html } = await render('/home');
      expect(status).toBe(200);
      expect(html).toBe(SHELL_WITH_REGIONS);
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
    expect(feedCards(body)[0]?.creatorRow).toBe(false);
  });

  it('gives a Save-Data reader the 1x candidates alone, as the page asks them', async () => {
    const screen = feedScreen((await render('/home', { saveData: true })).html);
    const hero = 'http://img.test/images/post/sig/p1.jpg';
    expect(screen.cards[0]?.img.srcset).toBe(`${imageUrl(hero, { width: 450 })} 1x`);
    expect(screen.cards[0]?.source.srcset).toBe(`${imageUrl(hero, { width: 225 })} 1x`);
    expect(screen.preloads[0]?.imagesrcset).toBe(`${imageUrl(hero, { width: 225 })} 1x`);
  });

  it('paints nothing when the api fails (the timeout: with the post above)', async () => {
    api.state.fail = true;
    try {
      expect(await render('/home')).toEqual({ status: 200, html: SHELL_WITH_REGIONS });
    } finally {
      api.state.fail = false;
    }
  });
});

describe("a creator shop's first feed cards painted from the HTML", () => {
  const api = fakeApi();
  let render: (pathname: string) => Promise<{ status: number; html: string }>;

  beforeAll(async () => {
    const apiUrl = await listen(api.server);
    const renderer = createRenderer({
      source: createPreviewSource({ apiBaseUrl: apiUrl, cacheTtlMs: 0 }),
      origin: ORIGIN,
      imageBase: 'http://img.test',
    });
    render = (pathname) => renderer(pathname, SHELL_WITH_REGIONS);
  });
  afterAll(() => stop(api.server));

  it("reads the profile, then the creator's feed page as the boot script asks them, and paints the first row under the shop's header, tabs, search and recent products", async () => {
    api.state.requests.length = 0;
    const { status, html } = await render('/explore/Jane.Doe');
    expect(status).toBe(200);
    expect(api.state.requests).toEqual([
      '/v2/profiles/?display_names=Jane.Doe',
      '/v3/activities/posts/profile/c1?limit=36&includes=profiles&includes=ltks&includes=products&includes=media_objects',
    ]);
    // The preview is still there.
    expect(head(html).title).toBe('jane.doe | LTK');
    const screen = feedScreen(html);
    expect(screen.layer ?? '').toMatch(
      /^<div class="ltk-pp-shop [^"]+"><header [^>]*><span [^>]*role="img" aria-label="jane\.doe">J<\/span><h1 [^>]*>jane\.doe<\/h1>.*<button [^>]*>Follow(<style[^>]*>[^<]*<\/style>)?<span [^>]*> jane\.doe<\/span><\/button><\/div><\/header><div class="ltk-pp-tabs"><nav .*href="\/explore\/jane\.doe"[^>]*>Posts<\/a><\/li>.*<form role="search"[^>]*><label [^>]*>Search jane\.doe&#x27;s shop<\/label><input [^>]*type="search" placeholder="Search posts"[^>]*\/><\/form><section [^>]*aria-busy="true"[^>]*><h2 [^>]*>Recent products<\/h2>.*<\/section><ul class="ltk-pp-feed">/,
    );
    // The page's test hooks stay the page's alone.
    expect(screen.layer).not.toMatch(/data-testid/);
    // jane.doe's posts in the api's order; every card of a shop has the creator's row.
    expect(screen.cards.map((card) => [card.img.src, card.creatorRow])).toEqual(
      ['p1', 'untitled', 'video'].map((id) => [
        imageUrl(String(data.posts[id]?.heroImage), { width: 450 }),
        true,
      ]),
    );
    expect(screen.preloads.length).toBe(4);
    expect(firstScreen(html).frame ?? '').not.toMatch(/aria-current/);
  });

  it('escapes the name it writes', () => {
    const card = { id: 'a', image: 'http://img.test/a.jpg', width: null, height: null, creatorRow: true };
    const shop: FeedPaint = { page: 'shop', tabs: [], cards: [card], displayName: EVIL };
    const layer =
      feedScreen(
        injectPrepaint(SHELL_WITH_REGIONS, {
          header: true,
          appBanner: true,
          feed: shop,
          pathname: '/explore/x',
        }),
      ).layer ?? '';
    expect(layer).not.toMatch(/<script>|<b>/);
    expect(layer).toMatch(/&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt; &amp; &#x27;q&#x27;/);
  });

  it("keeps the preview and paints nothing when the creator's feed fails; an unknown creator is a 404", async () => {
    api.state.creatorFeedFails = true;
    try {
      const { status, html } = await render('/explore/jane.doe');
      expect(status).toBe(200);
      expect(head(html).title).toBe('jane.doe | LTK');
      expect(html).not.toMatch(/ltk-prepaint/);
    } finally {
      api.state.creatorFeedFails = false;
    }
    expect(await render('/explore/nobody')).toEqual({ status: 404, html: SHELL_WITH_REGIONS });
  });
});

describe("a creator's collection's first cards painted from the HTML", () => {
  const api = fakeApi();
  let render: (pathname: string) => Promise<{ status: number; html: string }>;

  beforeAll(async () => {
    const apiUrl = await listen(api.server);
    const renderer = createRenderer({
      source: createPreviewSource({ apiBaseUrl: apiUrl, cacheTtlMs: 0 }),
      origin: ORIGIN,
      imageBase: 'http://img.test',
    });
    render = (pathname) => renderer(pathname, SHELL_WITH_REGIONS);
  });
  afterAll(() => stop(api.server));

  it("reads the profile, the collection and its items as the boot script asks them, and paints the first row under the shop's header, the Collections tab and the title", async () => {
    api.state.requests.length = 0;
    const { status, html } = await render('/explore/Jane.Doe/collections/k1');
    expect(status).toBe(200);
    expect(api.state.requests.sort()).toEqual(
      [
        '/v2/profiles/?display_names=Jane.Doe',
        '/v1/collections/k1',
        '/v1/collections/k1/items?limit=36&includes=posts_v2',
      ].sort(),
    );
    expect(head(html).title).toBe('Summer & sun | LTK');
    const screen = feedScreen(html);
    expect(screen.layer ?? '').toMatch(
      /^<div class="ltk-pp-shop [^"]+"><header [^>]*>.*<h1 [^>]*>jane\.doe<\/h1>.*<\/header><div class="ltk-pp-tabs"><nav .*<a aria-current="page"[^>]*href="\/explore\/jane\.doe\/collections"[^>]*>Collections<\/a>.*<section aria-labelledby="collection-title"[^>]*><h2 id="collection-title"[^>]*>Summer &amp; sun<\/h2><ul class="ltk-pp-feed">/,
    );
    expect(screen.layer).not.toMatch(/role="search"|Recent products/);
    // The collection's posts in its order, up to the first the page shows no card for; the creator's row only on the
    // shop's creator's posts.
    expect(screen.cards.map((card) => [card.img.src, card.creatorRow])).toEqual([
      [imageUrl(String(data.posts.untitled?.heroImage), { width: 450 }), true],
      [imageUrl(String(data.posts.evilhero?.heroImage), { width: 450 }), false],
      [imageUrl(String(data.posts.p1?.heroImage), { width: 450 }), true],
    ]);
    expect(screen.preloads.length).toBe(4);
  });

  it("escapes the title it writes; another creator's collection and an unknown one are 404s", async () => {
    const { status, html } = await render('/explore/evil/collections/kevil');
    expect(status).toBe(200);
    const layer = feedScreen(html).layer ?? '';
    expect(layer).not.toMatch(/<script>|<b>/);
    expect(layer).toMatch(
      /<h2 [^>]*>&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt; &amp; &#x27;q&#x27;/,
    );
    expect(await render('/explore/jane.doe/collections/kevil')).toEqual({
      status: 404,
      html: SHELL_WITH_REGIONS,
    });
    expect(await render('/explore/jane.doe/collections/nope')).toEqual({
      status: 404,
      html: SHELL_WITH_REGIONS,
    });
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
  let remoteUrl: string;
  beforeAll(async () => {
    remoteUrl = await listen(remote);
  });
  afterAll(() => stop(remote));

  const noApi: { lookup(): Promise<Lookup> } = { lookup: () => Promise.reject(new Error('not asked')) };

  it("reads the remote entry and the ./app expose's sync chunks from the manifest, cached", async () => {
    reads.count = 0;
    let clock = 0;
    const scripts = createRemoteScripts({ cacheTtlMs: 1_000, now: () => clock });
    const expected = [
      { href: `${remoteUrl}/remoteEntry.js`, cors: false },
      { href: `${remoteUrl}/598.abc.js`, cors: true },
      { href: `${remoteUrl}/__federation_expose_app.def.js`, cors: true },
    ];
    expect(await scripts.of(`${remoteUrl}/mf-manifest.json`)).toEqual(expected);
    expect(await scripts.of(`${remoteUrl}/mf-manifest.json`)).toEqual(expected);
    expect(reads.count).toBe(1);
    clock = 1_001;
    await scripts.of(`${remoteUrl}/mf-manifest.json`);
    expect(reads.count).toBe(2);
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
    expect(status).toBe(200);
    expect(
      html.includes(
        `<title>LTK</title>\n    <link rel="preload" as="script" href="${remoteUrl}/remoteEntry.js" />\n    ` +
          `<link rel="preload" as="script" crossorigin="anonymous" href="${remoteUrl}/598.abc.js" />`,
      ),
    ).toBeTruthy();
    // A page that may load another copy of the remote (an override) and the shell's own routes get none.
    expect(await render('/home', SHELL_HTML, { preloadScripts: false })).toEqual({
      status: 200,
      html: SHELL_HTML,
    });
    expect(await render('/login', SHELL_HTML)).toEqual({ status: 200, html: SHELL_HTML });
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
      expect(await render('/home', SHELL_HTML)).toEqual({ status: 200, html: SHELL_HTML });
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
    expect(await slow('/home', SHELL_HTML)).toEqual({ status: 200, html: SHELL_HTML });
    expect(Date.now() - started < 500).toBeTruthy();
  });
});
