import type { Page, Request } from '@playwright/test';
import { PORTS } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';
import { shopCatalog } from './creator-shop-catalog';

/** Lighthouse's mobile device (Moto G Power): its screen and pixel ratio. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

const FEATURED = '/v3/activities/posts/global/featured';

/** Every request of the page from now on, by URL (a POST's with its body). */
function recordRequests(page: Page) {
  const urls: string[] = [];
  // A POST with its body: the same URL with another body is another request.
  page.on('request', (request: Request) =>
    urls.push(request.method() === 'POST' ? `${request.url()} ${request.postData()}` : request.url()),
  );
  return { count: (url: string) => urls.filter((u) => u === url).length, urls };
}

/** The `<link rel="preload" as="script">` hrefs of raw HTML, with their CORS mode. */
function scriptPreloads(html: string) {
  return [...html.matchAll(/<link rel="preload" as="script"( crossorigin="anonymous")? href="([^"]+)"/g)].map(
    (found) => ({ href: new URL(found[2]!, 'http://shell.invalid').href, cors: Boolean(found[1]) }),
  );
}

/** A request of an api call: its URL has the text, or matches the pattern. */
const isCall = (url: string, call: string | RegExp) =>
  typeof call === 'string' ? url.includes(call) : call.test(url);

/**
 * Holds the remote's app chunk until every call in `calls` has been asked: only the boot script can ask them then.
 * Resolves true once they were all asked before the chunk went on.
 */
function holdRemoteUntilAsked(page: Page, remote: keyof typeof PORTS, calls: ReadonlyArray<string | RegExp>) {
  const seen = calls.map((call) => page.waitForRequest((request) => isCall(request.url(), call)));
  let released: (value: boolean) => void = () => {};
  const result = new Promise<boolean>((resolve) => {
    released = resolve;
  });
  void page.route(
    new RegExp(`:${PORTS[remote]}/__federation_expose_app\\.[0-9a-f]+\\.js$`),
    async (route) => {
      await Promise.all(seen);
      released(true);
      await route.continue();
    },
  );
  return result;
}

test.describe('the critical path to the LCP', () => {
  test.use(PHONE);

  test("/home asks its first feed page from the boot script, before the discover remote's code, and only once", async ({
    page,
  }) => {
    const requests = recordRequests(page);
    const asked = holdRemoteUntilAsked(page, 'mfe_discover', [FEATURED]);
    await page.goto('/home');
    const firstCard = page.locator('#app-mfe_discover article').first();
    await expect(firstCard).toBeVisible();
    expect(await asked).toBe(true);
    const feedUrls = requests.urls.filter((url) => url.includes(FEATURED));
    expect(feedUrls).toHaveLength(1);
    expect(new URL(feedUrls[0]!).searchParams.has('next')).toBe(false);

    // The first card's hero is requested once (its <picture> picks one candidate).
    const img = firstCard.locator('picture img');
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete)).toBe(true);
    const hero = await img.evaluate((el) => (el as HTMLImageElement).currentSrc);
    expect(hero).toContain('/images/post/');
    expect(requests.count(hero)).toBe(1);
  });

  test("a post, a product, a creator's shop and collection and a search ask the calls their LCP waits for from the boot script, once each", async ({
    page,
    data,
  }) => {
    const shop = await shopCatalog();
    const pages = [
      { path: `/post/${data.postId}`, remote: 'mfe_product', calls: ['/v2/ltks?ids='] },
      {
        path: `/products/${data.productDetailsId}`,
        remote: 'mfe_product',
        calls: ['/v2/product_details/?ids='],
      },
      {
        path: `/explore/${data.displayName}`,
        remote: 'mfe_creator_shop',
        calls: ['/v2/profiles/?display_names=', '/v3/activities/posts/profile/'],
      },
      {
        path: `/search?keyword=${encodeURIComponent(data.keyword)}`,
        remote: 'mfe_search',
        calls: ['/v2/search/post/', '/v2/ltks?ids=', '/v2/product_details/?ids='],
      },
      {
        path: `/explore/${shop.displayName}/collections/${shop.collection.id}`,
        remote: 'mfe_creator_shop',
        calls: [
          '/v2/profiles/?display_names=',
          new RegExp(`/v1/collections/${shop.collection.id}$`),
          `/v1/collections/${shop.collection.id}/items?`,
        ],
      },
    ] as const;
    for (const { path, remote, calls } of pages) {
      const requests = recordRequests(page);
      const asked = holdRemoteUntilAsked(page, remote, calls);
      await page.goto(path);
      await expect(page.locator('#main article img').first(), path).toBeVisible();
      expect(await asked, path).toBe(true);
      // The request the boot script asked (the first of the call: a search or a list may ask its next page later)
      // is asked once: the page took its response.
      for (const call of calls) {
        const first = requests.urls.find((url) => isCall(url, call));
        expect(first, `${path}: ${String(call)}`).toBeDefined();
        expect(requests.count(first!), `${path}: ${first}`).toBe(1);
      }
      await page.unrouteAll();
      await page.goto('about:blank');
    }
  });

  for (const route of ['/home', 'post', 'products', 'explore'] as const) {
    test(`${route}: the HTML preloads the route's remote entry and first chunks, each fetched once`, async ({
      page,
      request,
      data,
    }) => {
      const path =
        route === 'post'
          ? `/post/${data.postId}`
          : route === 'products'
            ? `/products/${data.productDetailsId}`
            : route === 'explore'
              ? `/explore/${data.displayName}`
              : route;
      const html = await (await request.get(path)).text();
      const preloads = scriptPreloads(html);
      // The remote's entry (plain, as the federation runtime loads it) and its app chunks (crossorigin, as webpack
      // loads another origin's chunks), then the shell's own boot chunks (same origin: plain).
      const remote = preloads.filter((p) => !p.href.startsWith('http://shell.invalid'));
      expect(remote.find((p) => p.href.endsWith('/remoteEntry.js'))?.cors).toBe(false);
      expect(remote.filter((p) => p.cors).length).toBeGreaterThan(0);
      const shell = preloads.filter((p) => p.href.startsWith('http://shell.invalid'));
      expect(shell.some((p) => /\/shell-vendor\.[0-9a-f]+\.js$/.test(p.href))).toBe(true);

      const requests = recordRequests(page);
      await page.goto(path);
      await expect(page.locator('#main [id^="app-mfe_"]').first()).toBeVisible();
      await expect(page.locator('#footer')).not.toBeEmpty();
      const origin = new URL(page.url()).origin;
      // A preload whose CORS mode differs from the real load would be a second request of the same URL.
      for (const p of preloads) {
        const url = p.href.replace('http://shell.invalid', origin);
        expect(requests.count(url), url).toBe(1);
      }
    });
  }

  test("a post's and a product's hero are the HTML's image preload, fetched once at the phone's pixel ratio", async ({
    page,
    request,
    data,
  }) => {
    for (const path of [`/post/${data.postId}`, `/products/${data.productDetailsId}`]) {
      const html = await (await request.get(path)).text();
      const preload = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)"/.exec(html);
      expect(preload, path).not.toBeNull();
      const requests = recordRequests(page);
      await page.goto(path);
      const hero = page.locator('#main article img').first();
      await expect.poll(() => hero.evaluate((el) => (el as HTMLImageElement).complete)).toBe(true);
      const src = await hero.evaluate((el) => (el as HTMLImageElement).currentSrc);
      // 1.75x picks the 2x candidate of the preload's srcset, the one the page's <img> picks too.
      expect(new URL(src).searchParams.get('dpr'), path).toBe('2');
      const file = new URL(src).pathname;
      expect(
        requests.urls.filter((url) => url.includes(file)),
        path,
      ).toEqual([src]);
      await page.goto('about:blank');
    }
  });

  test('a page loaded with a remote override preloads no remote script', async ({ request, data }) => {
    const html = await (
      await request.get(`/post/${data.postId}?override=mfe_product=http://localhost:1/mf-manifest.json`)
    ).text();
    expect(scriptPreloads(html).every((p) => p.href.startsWith('http://shell.invalid'))).toBe(true);
  });
});
