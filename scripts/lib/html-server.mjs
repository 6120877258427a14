// The shell's HTML server: its static server plus, for the entity routes (a post, a product, a creator's shop, a
// product set, a creator's gift guide), the shell's index.html with the page's share preview (title, description,
// Open Graph and Twitter tags, canonical link) and a preload of its hero image, so link unfurlers see the entity and
// the browser finds the LCP image before any script runs. It reads the api with a short, bounded cache and answers
// with the plain shell when the api is slow or failing. Unknown ids, and paths the SPA has no route for, get a 404
// (still the shell: the SPA shows its 404 screen). On /home (and /) it reads the featured feed's first page for the
// first feed cards the HTML paints (html-prepaint.mjs).
import { promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
/** @typedef {import('node:http').IncomingHttpHeaders} IncomingHttpHeaders */
import { escapeHtml, quotedAttr } from './html-escape.mjs';
import { injectPrepaint } from './html-prepaint.mjs';
import { createStaticServer } from './static-server.mjs';

export { escapeHtml };

/**
 * @typedef {{ href: string, srcset?: string }} HeroPreload
 * @typedef {import('./html-prepaint.mjs').HeroPaint} HeroPaint
 * @typedef {import('./html-prepaint.mjs').FeedPaint} FeedPaint
 * @typedef {import('./html-prepaint.mjs').FeedCardPaint} FeedCardPaint
 * @typedef {{ title: string, description: string, image?: string, type: 'article' | 'website',
 *   canonicalPath: string, hero?: HeroPreload, paint?: HeroPaint }} Preview (`paint`: the hero the HTML paints)
 * @typedef {{ status: 200, preview?: Preview, feed?: FeedPaint } | { status: 404 }} Lookup (`feed`: the first feed
 *   cards the HTML paints)
 * @typedef {{ kind: 'post' | 'product' | 'shop' | 'productset' | 'shop-productset' | 'shop-giftguide' | 'home',
 *   params: Record<string, string> }} EntityMatch
 * @typedef {{ href: string, cors: boolean }} ScriptPreload a script the page runs at boot (`cors`: loaded with
 *   crossorigin="anonymous", as webpack loads another origin's chunks)
 */

// The section-9 image parameters of @ltk/contracts' IMAGE, as shared/api-client's imageUrl applies them.
const IMAGE = { heroWidth: 450, quality: 80, maxDpr: 3, productSize: 450 };
// The route table the SPA matches (shared/routes), read once: a route the SPA does not know is its 404 screen.
/** @type {Array<{ name: string, path: string, remote: string, chrome?: { header?: boolean, appBanner?: boolean } }>} */
const ROUTE_TABLE = JSON.parse(
  readFileSync(new URL('../../shared/routes/src/route-table.json', import.meta.url), 'utf8'),
);
// shared/routes' param validators (routes.ts PARAM_CHECKS): a route whose params fail them is the SPA's 404 too.
const ENTITY_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
/** @type {Record<string, (value: string) => boolean>} */
const PARAM_CHECKS = {
  id: (v) => ENTITY_ID.test(v),
  displayName: (v) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(v),
  productSet: (v) => ENTITY_ID.test(v),
  giftGuides: (v) => ENTITY_ID.test(v),
  product: (v) => ENTITY_ID.test(v),
  category: (v) => SLUG.test(v),
  connection: (v) => SLUG.test(v),
  invite: (v) => SLUG.test(v),
  hash: (v) => /^[A-Za-z0-9_-]{1,256}={0,2}$/.test(v),
  hashtag: (v) => /^[^/\\<>]{1,100}$/.test(v) && v.trim().length > 0,
};
/** The routes with a preview (route name -> kind) and the param holding the entity's id. */
/** @type {Record<string, [EntityMatch['kind'], string]>} */
const ENTITY_ROUTES = {
  'post-id': ['post', 'id'],
  'posts-id': ['post', 'id'],
  'products-id': ['product', 'id'],
  'productsets-id': ['productset', 'id'],
  'explore-displayName': ['shop', 'displayName'],
  'explore-displayName-productsets-id': ['shop-productset', 'productSet'],
  'explore-displayName-giftguides-id': ['shop-giftguide', 'giftGuides'],
};
/** The routes whose first screen is a feed the HTML can paint (route name -> kind): /home's Discover tab (a creator's
 * shop, `shop`, paints its feed too). */
/** @type {Record<string, EntityMatch['kind']>} */
const FEED_ROUTES = { index: 'home', home: 'home' };
/**
 * The first page of a feed as the api client asks it (its section-9 page size and includes: shell/public/index.html's
 * boot script asks the same URL, so the api answers both from one cached read).
 */
const FEED_PAGE = '?limit=36&includes=profiles&includes=ltks&includes=products&includes=media_objects';
/** The cards the HTML paints: the widest first row (4 columns from 1280 px). */
const FEED_CARDS = 4;
/** @ltk/ui's FeedCard hero widths: 450 (IMAGE.heroWidth), 225 in a phone's two columns. */
const CARD_HERO_PHONE = 225;
/** English labels of mfe-discover's home tabs (i18n en.json `tabs`): the tab row's box. */
const HOME_TABS = ['Discover', 'For you', 'Following', 'Gift Guides'];
/** English labels of mfe-creator-shop's tabs (i18n en.json `nav`). */
const SHOP_TABS = ['Posts', 'Collections', 'Product Sets', 'Gift Guides', 'Chat'];
const DESCRIPTION_MAX = 200;
const GIFT_GUIDE = 'GIFT_GUIDE';

/**
 * shared/routes' matchPath: `:param` and `:param?` segments, params decoded, a score of 3 per literal and 2 per
 * param (the most specific route wins).
 * @param {string[]} segments the pattern's
 * @param {string[]} parts the pathname's
 * @param {Record<string, string>} params
 * @param {number} score
 * @returns {{ params: Record<string, string>, score: number } | null}
 */
function walk(segments, parts, params, score) {
  const [segment, ...rest] = segments;
  if (segment === undefined) return parts.length === 0 ? { params, score } : null;
  const [part, ...remaining] = parts;
  if (!segment.startsWith(':')) return part === segment ? walk(rest, remaining, params, score + 3) : null;
  const optional = segment.endsWith('?');
  const name = segment.slice(1).replace(/\?$/, '');
  let value;
  try {
    value = part === undefined ? undefined : decodeURIComponent(part);
  } catch {
    value = undefined;
  }
  const taken = value === undefined ? null : walk(rest, remaining, { ...params, [name]: value }, score + 2);
  if (!optional) return taken;
  const skipped = walk(rest, parts, params, score);
  if (!taken) return skipped;
  if (!skipped) return taken;
  return taken.score >= skipped.score ? taken : skipped;
}

/**
 * What the SPA shows at a pathname: `notFound` (no route, or its params fail validation: the 404 screen), an
 * entity route with a preview (`match`), or another page (`match: null`).
 * @param {string} pathname
 * @returns {{ notFound: true, header: true, appBanner: true } | { notFound: false, match: EntityMatch | null,
 *   remote: string, header: boolean, appBanner: boolean }} `remote`: the app of the route (a remote's federation
 *   name, or 'shell'); `header`, `appBanner`: the page shows the shell's header, the app banners (the route's
 *   chrome, as routeChrome reads it; the 404 screen has both)
 */
export function matchEntity(pathname) {
  const parts = pathname.split('/').filter(Boolean);
  /** @type {{ name: string, remote: string, chrome: { header: boolean, appBanner: boolean },
   *   params: Record<string, string>, score: number } | null} */
  let best = null;
  for (const route of ROUTE_TABLE) {
    const found = walk(route.path.split('/').filter(Boolean), parts, {}, 0);
    if (found && (!best || found.score > best.score))
      best = {
        name: route.name,
        remote: route.remote,
        chrome: { header: route.chrome?.header !== false, appBanner: route.chrome?.appBanner !== false },
        ...found,
      };
  }
  const shown = /** @type {const} */ ({ header: true, appBanner: true });
  if (!best) return { notFound: true, ...shown };
  const { params, chrome } = best;
  if (Object.entries(params).some(([name, value]) => PARAM_CHECKS[name] && !PARAM_CHECKS[name](value)))
    return { notFound: true, ...shown };
  const feed = FEED_ROUTES[best.name];
  if (feed) return { notFound: false, remote: best.remote, ...chrome, match: { kind: feed, params: {} } };
  const entity = ENTITY_ROUTES[best.name];
  const id = entity ? params[entity[1]] : undefined;
  // `/post` without an id, and a shop set without its creator, are left to the SPA.
  if (!entity || id === undefined || (entity[0].startsWith('shop-') && !params.displayName))
    return { notFound: false, match: null, remote: best.remote, ...chrome };
  return {
    notFound: false,
    remote: best.remote,
    ...chrome,
    match: {
      kind: entity[0],
      params: { id, ...(params.displayName ? { displayName: params.displayName } : {}) },
    },
  };
}

/**
 * shared/api-client's imageUrl: the resize parameters w, h, dpr (1 to 3) and q=80 on an api image URL.
 * @param {string} url
 * @param {{ width: number, height?: number, dpr?: number }} options
 */
export function imageUrl(url, { width, height, dpr = 1 }) {
  const parsed = new URL(url, 'http://relative.invalid');
  parsed.searchParams.set('w', String(width));
  if (height) parsed.searchParams.set('h', String(height));
  else parsed.searchParams.delete('h');
  parsed.searchParams.set('dpr', String(Math.min(IMAGE.maxDpr, Math.max(1, Math.ceil(dpr)))));
  parsed.searchParams.set('q', String(IMAGE.quality));
  return parsed.origin === 'http://relative.invalid'
    ? `${parsed.pathname}${parsed.search}`
    : parsed.toString();
}

/** The page's `<img>` src and its 1x-3x srcset (mfe-product's heroSrc/heroSrcSet and product image). */
function heroOf(/** @type {string} */ url, /** @type {{ width: number, height?: number }} */ size) {
  return { href: imageUrl(url, size), srcset: srcsetOf(url, size) };
}

/** @ltk/ui's imageSrcSet: pixel ratios 1 to 3. */
function srcsetOf(/** @type {string} */ url, /** @type {{ width: number, height?: number }} */ size) {
  return [1, 2, 3].map((dpr) => `${imageUrl(url, { ...size, dpr })} ${dpr}x`).join(', ');
}

/**
 * A card for a reader who asked for less data: @ltk/ui's imageSrcSet gives the 1x candidate alone (the `src`).
 * @param {FeedCardPaint} card
 * @returns {FeedCardPaint}
 */
export const saverCard = (card) => ({
  ...card,
  srcset: `${card.href} 1x`,
  phoneSrcset: `${card.phoneHref} 1x`,
});

/** @ltk/ui's heroHeight: the height at `width` for the hero's aspect ratio (4:5 when unknown). */
function heroHeight(
  /** @type {number} */ width,
  /** @type {unknown} */ heroWidth,
  /** @type {unknown} */ heroHeight,
) {
  const w = Number(heroWidth);
  const h = Number(heroHeight);
  return w > 0 && h > 0 ? Math.round((width * h) / w) : Math.round(width * 1.25);
}

/**
 * The first cards of a feed page (the api's body) as @ltk/ui's FeedCard renders their heroes: its first
 * activities' posts in order, up to the first one the page would not show as a card (no post, no hero image).
 * @param {any} body
 * @returns {FeedCardPaint[]}
 */
export function feedCards(body) {
  /** @type {any[]} */
  const activities = body?.data?.activities ?? [];
  /** @type {Map<string, any>} */
  const posts = new Map((body?.data?.ltks ?? []).map((/** @type {any} */ p) => [p.id, p]));
  /** @type {Set<string>} */
  const profiles = new Set((body?.data?.profiles ?? []).map((/** @type {any} */ p) => p.id));
  /** @type {FeedCardPaint[]} */
  const cards = [];
  for (const activity of activities.slice(0, FEED_CARDS)) {
    const post = posts.get(activity?.postId);
    if (!post || typeof post.heroImage !== 'string' || !post.heroImage) break;
    const width = IMAGE.heroWidth;
    cards.push({
      href: imageUrl(post.heroImage, { width }),
      srcset: srcsetOf(post.heroImage, { width }),
      phoneHref: imageUrl(post.heroImage, { width: CARD_HERO_PHONE }),
      phoneSrcset: srcsetOf(post.heroImage, { width: CARD_HERO_PHONE }),
      width,
      height: heroHeight(width, post.heroImageWidth, post.heroImageHeight),
      phoneWidth: CARD_HERO_PHONE,
      phoneHeight: heroHeight(CARD_HERO_PHONE, post.heroImageWidth, post.heroImageHeight),
      creatorRow: profiles.has(post.profileId),
    });
  }
  return cards;
}

/** Whitespace collapsed, cut at DESCRIPTION_MAX characters with an ellipsis. */
function summary(/** @type {string | undefined} */ text) {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_MAX ? `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : flat;
}

/**
 * Reads the entities from the api, with a cache of `cacheSize` lookups for `cacheTtlMs` (404s included; failures
 * are not cached). Each api call gives up after `fetchTimeoutMs`.
 * @param {{ apiBaseUrl: string, cacheTtlMs?: number, cacheSize?: number, fetchTimeoutMs?: number,
 *   now?: () => number }} options
 */
export function createPreviewSource({
  apiBaseUrl,
  cacheTtlMs = 60_000,
  cacheSize = 500,
  fetchTimeoutMs = 5_000,
  now = Date.now,
}) {
  /** @type {Map<string, { expires: number, value: Promise<Lookup> }>} */
  const cache = new Map();

  /** @param {string} pathAndQuery */
  async function get(pathAndQuery) {
    const response = await fetch(new URL(pathAndQuery, apiBaseUrl), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(fetchTimeoutMs),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${pathAndQuery}: HTTP ${response.status}`);
    return /** @type {any} */ (await response.json());
  }

  /** @param {string} displayName */
  async function profileByName(displayName) {
    const body = await get(`/v2/profiles/?${new URLSearchParams({ display_names: displayName })}`);
    /** @type {any[]} */
    const profiles = body?.profiles ?? [];
    return profiles.find((p) => String(p.displayName).toLowerCase() === displayName.toLowerCase()) ?? null;
  }

  /** @param {string} id */
  async function collection(id) {
    const body = await get(
      `/shop_product/get_shop_product_collection?${new URLSearchParams({ collection_id: id })}`,
    );
    return body?.shopProductCollection ?? null;
  }

  /**
   * @param {EntityMatch} match
   * @returns {Promise<Lookup>}
   */
  async function load({ kind, params }) {
    const enc = encodeURIComponent;
    if (kind === 'home') {
      // /home's Discover tab: the featured feed's first page (a failure is the plain shell, never a 404).
      const body = await get(`/v3/activities/posts/global/featured${FEED_PAGE}`);
      return { status: 200, feed: { page: 'home', tabs: HOME_TABS, cards: feedCards(body) } };
    }
    const id = params.id ?? '';
    const displayName = params.displayName ?? '';
    if (kind === 'post') {
      const query = new URLSearchParams({ ids: id, limit: '1', includes: 'profiles' });
      const body = await get(`/v2/ltks?${query}`);
      const post = body?.ltks?.find((/** @type {any} */ p) => p.id === id);
      if (!post) return { status: 404 };
      const profile = body.profiles?.find((/** @type {any} */ p) => p.id === post.profileId);
      const byCreator = profile?.displayName ? `Post by ${profile.displayName}` : '';
      const title = String(post.title ?? '').trim() || byCreator;
      const video = post.media?.some((/** @type {any} */ m) => m.type === 'video' && m.url);
      const hero = heroOf(post.heroImage, { width: IMAGE.heroWidth });
      return {
        status: 200,
        preview: {
          title,
          description: summary(post.caption) || title,
          image: post.heroImage ? hero.href : undefined,
          type: 'article',
          canonicalPath: `/post/${enc(post.id)}`,
          // A video post shows the image as the video's poster: one URL, no srcset (and no painted hero: the page
          // shows a video player).
          hero: post.heroImage ? (video ? { href: hero.href } : hero) : undefined,
          paint:
            post.heroImage && !video
              ? { kind: 'post', ...hero, width: post.heroImageWidth, height: post.heroImageHeight }
              : undefined,
        },
      };
    }
    if (kind === 'product') {
      const body = await get(`/v2/product_details/?${new URLSearchParams({ ids: id })}`);
      const details = body?.productDetails?.find((/** @type {any} */ d) => d.id === id);
      if (!details) return { status: 404 };
      const size = { width: IMAGE.productSize, height: IMAGE.productSize };
      const hero = details.imageUrl ? heroOf(details.imageUrl, size) : undefined;
      return {
        status: 200,
        preview: {
          title: String(details.name ?? ''),
          description: summary([details.advertiserName, details.name].filter(Boolean).join(': ')),
          image: hero?.href,
          type: 'website',
          canonicalPath: `/products/${enc(details.id)}`,
          hero,
          paint: hero ? { kind: 'product', ...hero } : undefined,
        },
      };
    }
    if (kind === 'shop') {
      const profile = await profileByName(displayName);
      if (!profile) return { status: 404 };
      // The shop's first feed cards: the creator's feed page, as the boot script asks it once it has the profile (a
      // failure leaves them out, not the preview).
      // Each card of the shop shows the creator's row (the page hands every card its profile).
      const cards = await get(`/v3/activities/posts/profile/${enc(profile.id)}${FEED_PAGE}`).then(
        (body) => feedCards(body).map((card) => ({ ...card, creatorRow: true })),
        () => [],
      );
      return {
        status: 200,
        feed: { page: 'shop', tabs: SHOP_TABS, cards, displayName: String(profile.displayName) },
        preview: {
          title: String(profile.displayName),
          description: summary(profile.bio) || String(profile.fullName || profile.displayName),
          image: profile.avatarUrl ? imageUrl(profile.avatarUrl, { width: 100, height: 100 }) : undefined,
          type: 'website',
          canonicalPath: `/explore/${enc(profile.displayName)}`,
        },
      };
    }
    // A product set or gift guide: its cover (the pages show it small and lazily: no preload).
    const [set, profile] = await Promise.all([
      collection(id),
      kind === 'productset' ? Promise.resolve(null) : profileByName(displayName),
    ]);
    if (!set) return { status: 404 };
    if (kind !== 'productset' && (!profile || profile.id !== set.profileId)) return { status: 404 };
    if (kind === 'shop-giftguide' && set.subtype !== GIFT_GUIDE) return { status: 404 };
    const cover = set.coverPhotoUrls?.[0];
    const section = kind === 'shop-giftguide' ? 'giftguides' : 'productsets';
    return {
      status: 200,
      preview: {
        title: String(set.title ?? ''),
        description: summary(set.description) || String(set.title ?? ''),
        image: cover ? imageUrl(cover, { width: IMAGE.heroWidth }) : undefined,
        type: 'website',
        canonicalPath: profile
          ? `/explore/${enc(profile.displayName)}/${section}/${enc(set.id)}`
          : `/productsets/${enc(set.id)}`,
      },
    };
  }

  return {
    /**
     * The entity's preview or a 404; rejects when the api fails.
     * @param {EntityMatch} match
     * @returns {Promise<Lookup>}
     */
    lookup(match) {
      const key = `${match.kind}:${JSON.stringify(match.params)}`.toLowerCase();
      const hit = cache.get(key);
      if (hit && hit.expires > now()) {
        cache.delete(key);
        cache.set(key, hit);
        return hit.value;
      }
      const value = load(match);
      cache.delete(key);
      cache.set(key, { expires: now() + cacheTtlMs, value });
      while (cache.size > cacheSize) cache.delete(/** @type {string} */ (cache.keys().next().value));
      value.catch(() => {
        if (cache.get(key)?.value === value) cache.delete(key);
      });
      return value;
    },
    /** Lookups cached now (bounded by cacheSize). */
    get size() {
      return cache.size;
    },
  };
}

/**
 * The scripts a remote runs first, read from its federation manifest: its entry (a plain `<script>` of the
 * federation runtime) and the `./app` expose's sync chunks, as index.html's boot script preloads them once it has
 * the registry and the manifest. Manifests are cached `cacheTtlMs` (a remote deploys on its own: short); failures
 * are not cached. Each read gives up after `fetchTimeoutMs`.
 * @param {{ cacheTtlMs?: number, fetchTimeoutMs?: number, now?: () => number }} [options]
 */
export function createRemoteScripts({ cacheTtlMs = 10_000, fetchTimeoutMs = 2_000, now = Date.now } = {}) {
  /** @type {Map<string, { expires: number, value: Promise<ScriptPreload[]> }>} */
  const cache = new Map();

  /** @param {string} manifestUrl */
  async function load(manifestUrl) {
    const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(fetchTimeoutMs) });
    if (!response.ok) throw new Error(`${manifestUrl}: HTTP ${response.status}`);
    const manifest = /** @type {any} */ (await response.json());
    const meta = manifest.metaData;
    const base =
      meta.publicPath && meta.publicPath !== 'auto'
        ? new URL(meta.publicPath, manifestUrl).href
        : manifestUrl;
    const file = (/** @type {string} */ name) => new URL(name, base).href;
    const entry = meta.remoteEntry;
    /** @type {string[]} */
    const chunks =
      manifest.exposes?.find((/** @type {any} */ e) => e.path === './app')?.assets?.js?.sync ?? [];
    return [
      { href: file(`${entry.path ? `${entry.path}/` : ''}${entry.name}`), cors: false },
      ...chunks.map((chunk) => ({ href: file(chunk), cors: true })),
    ];
  }

  return {
    /**
     * @param {string} manifestUrl absolute
     * @returns {Promise<ScriptPreload[]>}
     */
    of(manifestUrl) {
      const hit = cache.get(manifestUrl);
      if (hit && hit.expires > now()) return hit.value;
      const value = load(manifestUrl);
      cache.set(manifestUrl, { expires: now() + cacheTtlMs, value });
      value.catch(() => {
        if (cache.get(manifestUrl)?.value === value) cache.delete(manifestUrl);
      });
      return value;
    },
  };
}

/**
 * `<link rel="preload" as="script">` for each script, right after `<title>` (else before `</head>`).
 * @param {string} html
 * @param {ScriptPreload[]} scripts
 */
export function injectScriptPreloads(html, scripts) {
  if (!scripts.length) return html;
  const tags = scripts
    .map(
      ({ href, cors }) =>
        `<link rel="preload" as="script"${cors ? ' crossorigin="anonymous"' : ''} href="${escapeHtml(href)}" />`,
    )
    .join('\n    ');
  return /<\/title>/i.test(html)
    ? html.replace(/<\/title>/i, (end) => `${end}\n    ${tags}`)
    : html.replace(/<\/head>/i, () => `${tags}\n</head>`);
}

/**
 * The shell's HTML with a preview: `<title>` ('%s | brand'), description, Open Graph, Twitter card, canonical link
 * and the hero's preload, every value escaped. Image URLs resolve against `imageBase` (the api's public URL).
 * @param {string} html the shell's index.html
 * @param {Preview} preview
 * @param {{ origin: string, brand: string, imageBase: string, saveData?: boolean }} site `saveData`: the reader
 *   asked for less data (`Save-Data: on`): the page shows 1x images, so the preload is the 1x URL alone.
 */
export function injectPreview(html, preview, { origin, brand, imageBase, saveData = false }) {
  const title = preview.title ? `${preview.title} | ${brand}` : brand;
  const absolute = (/** @type {string} */ url) => new URL(url, imageBase).toString();
  const canonical = new URL(preview.canonicalPath, origin).toString();
  const meta = (/** @type {string} */ key, /** @type {string} */ name, /** @type {string} */ content) =>
    `<meta ${key}=${quotedAttr(name)} content=${quotedAttr(content)} />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    preview.hero
      ? `<link rel="preload" as="image" fetchpriority="high" href=${quotedAttr(preview.hero.href)}${
          preview.hero.srcset && !saveData ? ` imagesrcset=${quotedAttr(preview.hero.srcset)}` : ''
        } />`
      : '',
    meta('name', 'description', preview.description),
    `<link rel="canonical" href=${quotedAttr(canonical)} />`,
    meta('property', 'og:site_name', brand),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title || brand),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', canonical),
    preview.image ? meta('property', 'og:image', absolute(preview.image)) : '',
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title || brand),
    meta('name', 'twitter:description', preview.description),
    preview.image ? meta('name', 'twitter:image', absolute(preview.image)) : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  const existing = /<title>[\s\S]*?<\/title>/i;
  // A function replacement: `$` in user content is not a replacement pattern.
  return existing.test(html)
    ? html.replace(existing, () => tags)
    : html.replace(/<\/head>/i, () => `${tags}\n</head>`);
}

/**
 * Renders the HTML of a pathname: the shell with its preview, a 404 for an unknown or invalid entity, or the plain
 * shell (any other route, an api slower than `timeoutMs`, or an api error). With `scripts` (the route's remote ->
 * its first scripts), a page of a remote's route also preloads that remote's entry and first chunks, when they are
 * known within the same `timeoutMs`.
 * @param {{ source: { lookup(match: EntityMatch): Promise<Lookup> }, origin: string, brand?: string,
 *   imageBase: string, timeoutMs?: number, scripts?: (remote: string) => Promise<ScriptPreload[]> }} options
 */
export function createRenderer({ source, origin, brand = 'LTK', imageBase, timeoutMs = 300, scripts }) {
  /**
   * @param {string} pathname
   * @param {string} html
   * @param {{ saveData?: boolean, preloadScripts?: boolean }} [reader] `preloadScripts: false`: the page may load
   *   other copies of the remotes (`?override=`), so none is preloaded.
   * @returns {Promise<{ status: number, html: string }>}
   */
  return async function render(pathname, html, { saveData = false, preloadScripts = true } = {}) {
    const route = matchEntity(pathname);
    if (route.notFound) return { status: 404, html };
    const { match, remote } = route;
    const wantScripts = Boolean(scripts && preloadScripts && remote !== 'shell');
    if (!match && !wantScripts) return { status: 200, html };
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    /** @type {<T>(promise: Promise<T>) => Promise<T | null>} */
    const within = (promise) =>
      Promise.race([promise, /** @type {Promise<null>} */ (timeout)]).catch(() => null);
    try {
      // On a timeout the lookup goes on and fills the cache for the next request; an api error is the plain shell.
      const [found, files] = await Promise.all([
        match ? within(source.lookup(match)) : null,
        wantScripts && scripts ? within(scripts(remote)) : null,
      ]);
      if (found?.status === 404) return { status: 404, html };
      const preview = found?.preview;
      const page = preview ? injectPreview(html, preview, { origin, brand, imageBase, saveData }) : html;
      const hero = preview?.paint;
      const feed = found?.feed;
      // The first screen from the HTML, when it knows the page's hero (a post's, a product's) or first feed cards.
      const painted = injectPrepaint(files ? injectScriptPreloads(page, files) : page, {
        header: route.header,
        appBanner: route.appBanner,
        hero: hero && saveData ? { ...hero, srcset: undefined } : hero,
        feed: feed && saveData ? { ...feed, cards: feed.cards.map(saverCard) } : feed,
        // /home's tabs: the header marks Discover (its first link) as the current section.
        activeNav: /^\/home(\/|$)/.test(pathname) ? 0 : -1,
      });
      return { status: 200, html: painted };
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The reader wants fewer bytes: `Save-Data: on` (the browser's data saver), or an effective connection type (the ECT
 * client hint, sent once the site's `Accept-CH: ECT` has been seen) of 2g or slow-2g: what `@ltk/ui`'s
 * `saveDataMode()` reads in the page, so the preload is the image the page will show.
 * @param {IncomingHttpHeaders} headers
 */
export function lowData(headers) {
  const header = (/** @type {string} */ name) => String(headers[name] ?? '').trim();
  return /^on$/i.test(header('save-data')) || /^(slow-)?2g$/i.test(header('ect'));
}

/**
 * Creates (does not start) the shell's server: the static server of `root` (the shell's dist/) whose history
 * fallback renders previews. The api is read at `apiBaseUrl`; the brand and the public api URL (for absolute image
 * URLs) come from root's runtime-config.json when it has them. `origin` is the site's public origin (canonical URLs).
 * @param {{ root: string, apiBaseUrl: string, origin: string, log?: boolean, origins?: string[],
 *   timeoutMs?: number, cacheTtlMs?: number, cacheSize?: number }} options
 */
export function createShellServer({
  root,
  apiBaseUrl,
  origin,
  log,
  origins,
  timeoutMs,
  cacheTtlMs,
  cacheSize,
}) {
  const source = createPreviewSource({ apiBaseUrl, cacheTtlMs, cacheSize });
  const remoteScripts = createRemoteScripts();
  // Read per page like the static server's CSP does: a deploy rewrites it without restarting the server.
  const runtimeConfig = () =>
    fs
      .readFile(path.join(root, 'runtime-config.json'), 'utf8')
      .then(
        (text) =>
          /** @type {{ brand?: unknown, apiBaseUrl?: unknown, remotes?: Record<string, unknown> }} */ (
            JSON.parse(text)
          ),
      )
      .catch(() => ({ brand: undefined, apiBaseUrl: undefined, remotes: undefined }));
  return createStaticServer({
    root,
    spa: true,
    log,
    origins,
    async render(pathname, html, request) {
      const { brand, apiBaseUrl: publicApi, remotes } = await runtimeConfig();
      const imageBase = typeof publicApi === 'string' ? publicApi : apiBaseUrl;
      return createRenderer({
        source,
        origin,
        brand: typeof brand === 'string' && brand ? brand : undefined,
        imageBase,
        timeoutMs,
        // The registry's manifest URL of the route's remote (relative ones resolve against the site).
        scripts: async (remote) => {
          const manifest = remotes?.[remote];
          return typeof manifest === 'string' ? remoteScripts.of(new URL(manifest, origin).href) : [];
        },
      })(pathname, html, {
        saveData: lowData(request.headers),
        preloadScripts: !/[?&]override=/.test(request.url ?? ''),
      });
    },
  });
}
