import type { Page } from '@playwright/test';
import { creatorWithOnePageOfProducts } from '../fixtures/catalog';
import { API_BASE_URL } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';
import { shopCatalog } from './creator-shop-catalog';

// The first screen painted from the HTML (shell/src/server/prepaint.ts) on a post and a product: the frames of the
// shell's header and banners and the page's hero, before any script has run, in the very boxes the shell's and the
// page's then take, and gone (with nothing duplicated for screen readers) once the real ones are on screen. On /home
// (and a creator's shop and collection) the frames and the feed's first row of cards, shown once the shell's boot
// scripts have run.

const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const DESKTOP = { viewport: { width: 1280, height: 900 } };

type Box = { x: number; y: number; width: number; height: number };

const box = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element): Box => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  });

const expectSameBox = (actual: Box, expected: Box, what: string) => {
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(
      Math.abs(actual[key] - expected[key]),
      `${what} ${key}: ${actual[key]} vs ${expected[key]}`,
    ).toBeLessThan(0.5);
};

/**
 * The page as the HTML alone paints it: every script request is refused. Asked once before, for the lookup: the
 * server waits at most 300 ms for the api, so a cold cache may paint the frame alone.
 */
async function htmlOnly(page: Page, url: string) {
  await page.request.get(url);
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(url);
  await page.unroute(/\.js(\?|$)/);
}

for (const [size, device] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  test.describe(`the first screen from the HTML on a ${size}`, () => {
    test.use(device);

    const pages = [
      {
        name: 'post',
        path: (d: { postId: string }) => `/post/${d.postId}`,
        hero: '#app-mfe_product article > div:first-of-type > img',
      },
      {
        name: 'product',
        path: (d: { productDetailsId: string }) => `/products/${d.productDetailsId}`,
        // The product's image, in the box that also holds its heart.
        hero: '#app-mfe_product article > div:first-child > img',
      },
    ];

    for (const entity of pages) {
      test(`a ${entity.name} page paints its header and hero before any script, in the boxes the page then uses`, async ({
        page,
        data,
      }) => {
        const url = entity.path(data);
        await htmlOnly(page, url);
        const frame = page.locator('#ltk-prepaint-header');
        await expect(frame).toBeVisible();
        await expect(frame).toHaveAttribute('aria-hidden', 'true');
        await expect(frame).toHaveAttribute('inert', '');
        await expect(page.locator('#ltk-prepaint')).toHaveAttribute('inert', '');
        const painted = page.locator('#ltk-prepaint img');
        await expect
          .poll(() => painted.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
          .toBe(true);
        // Nothing of it reaches the accessibility tree.
        await expect(page.getByRole('banner')).toHaveCount(0);
        await expect(page.getByRole('img')).toHaveCount(0);
        const frameBox = await box(page, '#ltk-prepaint-header');
        const bannersBox = await box(page, '#banners');
        const heroBox = await box(page, '#ltk-prepaint img');
        const paintedSrc = await painted.getAttribute('src');
        const paintedSrcset = await painted.getAttribute('srcset');

        const heroRequests: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'image' && request.url().split('?')[0] === paintedSrc?.split('?')[0])
            heroRequests.push(request.url());
        });
        await page.goto(url);
        const hero = page.locator(entity.hero).first();
        await expect(hero).toBeVisible();
        await expect(page.locator('#ltk-prepaint-header')).toHaveCount(0);
        await expect(page.locator('#ltk-prepaint')).toHaveCount(0);
        await expect(page.getByRole('banner')).toHaveCount(1);
        await expect(hero).toHaveAttribute('src', paintedSrc ?? '');
        await expect(hero).toHaveAttribute('srcset', paintedSrcset ?? '');
        expectSameBox(await box(page, '#header > header'), frameBox, 'header');
        await expect(page.locator('#ltk-prepaint-banners')).toHaveCount(0);
        expectSameBox(await box(page, '#banners'), bannersBox, 'banners');
        expectSameBox(await box(page, entity.hero), heroBox, 'hero');
        // The preload, the painted image and the page's image are one request.
        expect(heroRequests, heroRequests.join('\n')).toHaveLength(1);
      });
    }
  });
}

type Shifts = { painted: string[]; others: string[] };

/**
 * Records every layout shift of the load, from before the first paint, as lines naming the element, its nearest
 * element with an id, the shift's value, where it moved and when: of what the HTML painted, and of the rest. Returns their reader.
 */
async function recordShifts(page: Page): Promise<() => Promise<Shifts>> {
  await page.addInitScript(() => {
    const shifts: Shifts = { painted: [], others: [] };
    (window as unknown as { __shifts: Shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[])
        for (const { node, previousRect: from, currentRect: to } of entry.sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          const painted = element?.closest('#ltk-prepaint, #ltk-prepaint-header, #ltk-prepaint-banners');
          const name = `${element?.tagName.toLowerCase() ?? '?'}${element?.id ? `#${element.id}` : ''}`;
          const where = element?.closest('[id]')?.id ?? '';
          (painted ? shifts.painted : shifts.others).push(
            `${name} in #${where} ${entry.value.toFixed(4)}: (${from.x}, ${from.y}) -> (${to.x}, ${to.y}) at ${Math.round(
              entry.startTime,
            )} ms`,
          );
        }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: Shifts }).__shifts);
}

const FEEDS = [
  { name: '/home', path: () => '/home', remote: 'mfe_discover' },
  {
    name: "a creator's shop",
    path: (d: { displayName: string }) => `/explore/${d.displayName}`,
    remote: 'mfe_creator_shop',
  },
  {
    // Its recent products' strip shows no 'Show more': the strip keeps the loading strip's height all the same.
    name: "a creator's shop with one page of recent products",
    path: async () => `/explore/${(await creatorWithOnePageOfProducts()).displayName}`,
    posts: async () => (await creatorWithOnePageOfProducts()).posts,
    remote: 'mfe_creator_shop',
  },
  {
    // The shop's header and tabs, the collection's title, then its first posts.
    name: "a creator's collection",
    path: async () => {
      const shop = await shopCatalog();
      return `/explore/${shop.displayName}/collections/${shop.collection.id}`;
    },
    posts: async () => {
      const { collection } = await shopCatalog();
      const response = await fetch(`${API_BASE_URL}/v1/collections/${collection.id}/items?limit=4`);
      return ((await response.json()) as { items: unknown[] }).items.length;
    },
    remote: 'mfe_creator_shop',
  },
];

for (const [size, device, columns] of [
  ['phone', PHONE, 2],
  ['desktop', DESKTOP, 4],
] as const) {
  for (const feed of FEEDS)
    test.describe(`${feed.name}'s first feed cards from the HTML on a ${size}`, () => {
      test.use(device);

      test(`load with the HTML, show once the shell's boot scripts have run, where the masonry list then puts its cards`, async ({
        page,
        data,
      }) => {
        const url = await feed.path(data);
        // The first row: as many cards as the screen has columns and the feed has posts (the list is 4 wide at most).
        const row = Math.min(4, feed.posts ? await feed.posts() : 4);
        const visible = Math.min(row, columns);
        await htmlOnly(page, url);
        // Without the shell's scripts nothing shows (their evaluation stays before the first paint); the first row's
        // heroes load, the cards only wider screens show do not.
        for (const part of ['#ltk-prepaint-header', '#ltk-prepaint-banners', '#ltk-prepaint']) {
          await expect(page.locator(part)).toHaveAttribute('aria-hidden', 'true');
          await expect(page.locator(part)).toHaveAttribute('inert', '');
          await expect(page.locator(part)).toBeHidden();
        }
        const painted = page.locator('#ltk-prepaint img');
        await expect(painted).toHaveCount(row);
        await expect
          .poll(() =>
            painted.evaluateAll((images: HTMLImageElement[]) =>
              images.map((image) => image.complete && image.naturalWidth > 0),
            ),
          )
          .toEqual(Array.from({ length: row }, (_, i) => i < columns));
        const before = await painted.evaluateAll((images: HTMLImageElement[]) =>
          images.map((image) => ({
            src: image.getAttribute('src'),
            srcset: image.getAttribute('srcset'),
            current: image.currentSrc,
          })),
        );

        // The first screen as it shows: the frames and cards' boxes, and whether the shell's header was there yet.
        await page.addInitScript(() => {
          type Shown = { header: boolean; frame: Box; cards: { visible: boolean; box: Box }[] };
          const record: { shown: Shown | null } = { shown: null };
          (window as unknown as { __shown: typeof record }).__shown = record;
          const rect = (element: Element): Box => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return { x, y, width, height };
          };
          new MutationObserver((_, observer) => {
            const layer = document.getElementById('ltk-prepaint');
            if (!layer || layer.classList.contains('ltk-pp-later')) return;
            observer.disconnect();
            const frame = document.getElementById('ltk-prepaint-header');
            record.shown = {
              header: !frame,
              frame: frame ? rect(frame) : { x: 0, y: 0, width: 0, height: 0 },
              cards: Array.from(layer.querySelectorAll('img')).map((image) => ({
                visible:
                  getComputedStyle(image).visibility === 'visible' && image.getBoundingClientRect().width > 0,
                box: rect(image),
              })),
            };
          }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
        });
        const shifts = await recordShifts(page);
        const heroRequests: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'image' && before.some((card) => request.url() === card.current))
            heroRequests.push(request.url());
        });
        await page.goto(url);
        for (let i = 0; i < visible; i += 1) {
          const hero = page.locator(`#app-${feed.remote} li[aria-posinset="${i + 1}"] picture img`);
          await expect(hero).toBeVisible();
          await expect(hero).toHaveAttribute('src', before[i]!.src ?? '');
          await expect(hero).toHaveAttribute('srcset', before[i]!.srcset ?? '');
          await expect
            .poll(() => hero.evaluate((image: HTMLImageElement) => image.currentSrc))
            .toBe(before[i]!.current);
        }
        await expect(page.locator('#ltk-prepaint')).toHaveCount(0);
        await expect(page.locator('#ltk-prepaint-header')).toHaveCount(0);
        const shown = await page.evaluate(
          () =>
            (
              window as unknown as {
                __shown: {
                  shown: { header: boolean; frame: Box; cards: { visible: boolean; box: Box }[] } | null;
                };
              }
            ).__shown.shown,
        );
        // Shown before the shell's header: the frame, then the shell's header in its box.
        expect(shown?.header).toBe(false);
        expectSameBox(await box(page, '#header > header'), shown!.frame, 'header');
        expect(shown?.cards.map((card) => card.visible)).toEqual(
          Array.from({ length: row }, (_, i) => i < columns),
        );
        for (let i = 0; i < visible; i += 1)
          expectSameBox(
            await box(page, `#app-${feed.remote} li[aria-posinset="${i + 1}"] picture img`),
            shown!.cards[i]!.box,
            `card ${i + 1}'s hero`,
          );
        // The preloads, the painted images and the cards' are one request per hero.
        expect(heroRequests.sort(), heroRequests.join('\n')).toEqual(
          before
            .slice(0, visible)
            .map((card) => card.current)
            .sort(),
        );
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
        // Nothing painted moves; nor does the page (a shop's follower count arriving late keeps its line's height).
        const shifted = await shifts();
        expect(shifted.painted).toEqual([]);
        expect(shifted.others).toEqual([]);
      });
    });
}

test('routes whose LCP element needs the script get no painted first screen', async ({ page }) => {
  for (const url of ['/home/for-you', '/search', '/post/no-such-post']) {
    const html = await (await page.request.get(url)).text();
    expect(html, url).not.toContain('ltk-prepaint');
  }
});

test('the painted hero leaves when the reader goes to another page before the post has shown', async ({
  page,
  data,
}) => {
  const url = `/post/${data.postId}`;
  await page.request.get(url);
  // The post's data never comes: the page stays on its loading state under the painted hero.
  await page.route(/\/v2\/ltks\?/, () => undefined);
  await page.goto(url);
  await expect(page.locator('#app-mfe_product [aria-busy="true"]')).toBeVisible();
  await expect(page.locator('#ltk-prepaint img')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.locator('#ltk-prepaint')).toHaveCount(0);
});

test('the painted hero leaves at once when the page shows another image (the post changed since the server read it)', async ({
  page,
  data,
}) => {
  const url = `/post/${data.postId}`;
  await page.request.get(url);
  await page.route(/\/v2\/ltks\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { ltks: { heroImage: string }[] };
    for (const post of body.ltks)
      post.heroImage = `${post.heroImage}${post.heroImage.includes('?') ? '&' : '?'}v=2`;
    await route.fulfill({ response, json: body });
  });
  await page.goto(url);
  await expect(page.locator('#app-mfe_product article img').first()).toBeVisible();
  await expect(page.locator('#ltk-prepaint')).toHaveCount(0);
  await expect(page.locator('#ltk-prepaint-header')).toHaveCount(0);
});

test.describe("/home's painted cards on a phone", () => {
  test.use(PHONE);

  test('the painted cards keep their columns while the real ones replace them one at a time', async ({
    page,
  }) => {
    // The second painted card's phone image (its <source>'s 1x candidate): held back, so the first card is
    // replaced while the second still shows its painted image. (The server paints once the api has answered within
    // its wait: a first request after a start may get the plain shell.)
    let sources: string[] = [];
    await expect
      .poll(async () => {
        const html = await (await page.request.get('/home')).text();
        sources = [...html.matchAll(/<source media="[^"]*" srcset="([^" ]+)/g)].map((match) => match[1]!);
        return sources.length;
      })
      .toBeGreaterThanOrEqual(2);
    const second = new URL(sources[1]!.replaceAll('&amp;', '&')).pathname;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === second,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const shifts = await recordShifts(page);
    // Not waiting for the load event: the held image holds it.
    await page.goto('/home', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#app-mfe_discover li[aria-posinset="1"] picture img')).toBeVisible();
    const firstPainted = page.locator('#ltk-prepaint .ltk-pp-card').first();
    await expect(firstPainted).toBeHidden();
    // Replaced cards leave their cells empty: all four are still in the list.
    await expect(page.locator('#ltk-prepaint .ltk-pp-card')).toHaveCount(4);
    // The second painted card is still where the list's second column is, and the third (a wider screen's) is not shown.
    const [paintedSecond, realSecond] = await Promise.all([
      box(page, '#ltk-prepaint .ltk-pp-card:nth-child(2) img'),
      box(page, '#app-mfe_discover li[aria-posinset="2"]'),
    ]);
    expect(Math.abs(paintedSecond.x - realSecond.x)).toBeLessThan(0.5);
    await expect(page.locator('#ltk-prepaint .ltk-pp-card:nth-child(3)')).toBeHidden();
    release();
    await expect(page.locator('#ltk-prepaint')).toHaveCount(0);
    const shifted = await shifts();
    expect(shifted.painted).toEqual([]);
    expect(shifted.others).toEqual([]);
  });
});

test.describe('a signed-in reader on a phone', () => {
  test.use(PHONE);

  test('gets no registration strip frame, and nothing moves on screen', async ({ page, shell, data }) => {
    await shell.login();
    const url = `/post/${data.postId}`;
    await page.request.get(url);
    const shifts = await recordShifts(page);
    await page.addInitScript(() => {
      const record = { strip: true };
      (window as unknown as { __first: typeof record }).__first = record;
      document.addEventListener('DOMContentLoaded', () => {
        record.strip = document.querySelector('#ltk-prepaint-banners .ltk-pp-reg') !== null;
      });
    });
    await page.goto(url);
    await expect(page.locator('#app-mfe_product article > div:first-of-type > img')).toBeVisible();
    await expect(page.locator('#ltk-prepaint')).toHaveCount(0);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    const first = await page.evaluate(() => (window as unknown as { __first: { strip: boolean } }).__first);
    expect(first.strip).toBe(false);
    const shifted = await shifts();
    expect(shifted.painted).toEqual([]);
    // Nor does the page: the signed-in header (search, cart, account menu) is as tall as the frame, the signed-out
    // header's height (it used to wrap onto a second row on a phone and push the post down 45 px).
    expect(shifted.others).toEqual([]);
  });
});
