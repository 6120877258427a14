import type { Page } from '@playwright/test';
import { PORTS } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';

/** Chromium's Network Information with data saving on (what `navigator.connection` reports then). */
const dataSaverOn = () => {
  Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get: () => ({
      saveData: true,
      effectiveType: '4g',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
};

/** A 2x phone: without Save-Data its images are the 2x candidates. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** The `dpr` of every api image the page requests. */
function imagePixelRatios(page: Page): string[] {
  const ratios: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'image' && url.pathname.startsWith('/images/'))
      ratios.push(url.searchParams.get('dpr') ?? '');
  });
  return ratios;
}

/** Requests to a remote's origin (its manifest, entry and chunks), with the time each was made. */
function remoteRequests(page: Page, remote: keyof typeof PORTS): number[] {
  const times: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(PORTS[remote])) times.push(Date.now());
  });
  return times;
}

/** Every image on screen has loaded. */
const imagesOnScreenLoaded = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => {
        const { top, bottom } = image.getBoundingClientRect();
        return bottom > 0 && top < window.innerHeight;
      })
      .every((image) => image.complete),
  );

/** Gives the page's event handlers a moment (a hover's prefetch starts within a task). */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));

test.describe('images on a 2x phone', () => {
  test.use(PHONE);

  test('without Save-Data the feed asks for 2x images', async ({ page }) => {
    const ratios = imagePixelRatios(page);
    await page.goto('/home');
    await expect(page.locator('#app-mfe_discover li[data-key] article img').first()).toBeVisible();
    await expect.poll(() => imagesOnScreenLoaded(page)).toBe(true);
    expect(ratios).toContain('2');
  });

  test.describe('with Save-Data', () => {
    test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

    test.beforeEach(async ({ page }) => page.addInitScript(dataSaverOn));

    test('the feed asks for 1x images only', async ({ page }) => {
      const ratios = imagePixelRatios(page);
      await page.goto('/home');
      await expect(page.locator('#app-mfe_discover li[data-key] article img').first()).toBeVisible();
      await expect.poll(() => imagesOnScreenLoaded(page)).toBe(true);
      // Avatars, heroes and product tiles.
      expect(ratios.length).toBeGreaterThan(5);
      expect(new Set(ratios)).toEqual(new Set(['1']));
    });

    test("a post's hero preload and image are the 1x URL alone, fetched once", async ({
      page,
      request,
      data,
    }) => {
      const { postId } = data;
      const html = await (await request.get(`/post/${postId}`, { headers: { 'Save-Data': 'on' } })).text();
      const preload =
        /<link rel="preload" as="image" fetchpriority="high" href="([^"]*)"( imagesrcset)?/.exec(html);
      expect(preload?.[1]).toMatch(/dpr=1/);
      expect(preload?.[2]).toBeUndefined();

      const heroes: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/images/post/')) heroes.push(r.url());
      });
      const ratios = imagePixelRatios(page);
      await page.goto(`/post/${postId}`);
      const hero = page.locator('#app-mfe_product img[fetchpriority="high"]');
      await expect(hero).toBeVisible();
      const src = (await hero.getAttribute('src'))!;
      await expect(hero).toHaveAttribute('srcset', `${src} 1x`);
      await expect.poll(() => imagesOnScreenLoaded(page)).toBe(true);
      expect(heroes.filter((url) => url === src)).toHaveLength(1);
      expect(new Set(ratios)).toEqual(new Set(['1']));
    });
  });
});

test.describe('prefetch on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("without Save-Data, pointing at a post link loads the post page's remote before the click", async ({
    page,
  }) => {
    const product = remoteRequests(page, 'mfe_product');
    await page.goto('/home');
    const link = page.locator('#app-mfe_discover a[href^="/post/"]').first();
    await expect(link).toBeVisible();
    expect(product).toHaveLength(0);
    await link.hover();
    await expect.poll(() => product.length).toBeGreaterThan(0);
  });

  test('with Save-Data, pointing at a post link or the search box loads nothing; a click still works', async ({
    page,
  }) => {
    await page.addInitScript(dataSaverOn);
    const product = remoteRequests(page, 'mfe_product');
    const search = remoteRequests(page, 'mfe_search');
    await page.goto('/home');
    const link = page.locator('#app-mfe_discover a[href^="/post/"]').first();
    await expect(link).toBeVisible();
    await link.hover();
    await page.getByRole('searchbox', { name: 'Search' }).hover();
    await settle(page);
    expect(product).toHaveLength(0);
    expect(search).toHaveLength(0);

    const clicked = Date.now();
    await link.click();
    await expect(page).toHaveURL(/\/post\//);
    await expect(page.locator('#app-mfe_product article').first()).toBeVisible();
    expect(product.length).toBeGreaterThan(0);
    expect(Math.min(...product)).toBeGreaterThanOrEqual(clicked);
  });
});
