import type { Page, Route } from '@playwright/test';
import { signUpFreshAccount } from '../fixtures/accounts';
import { VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

/** Spec rules of issue 25 a shopper sees: the fetch-state minimum delay and the likes-not-found page error. */

/** Holds a request back for `ms` before it goes to the api. */
const delayed = (ms: number) => async (route: Route) => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await route.continue().catch(() => undefined);
};

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`spec rules at ${size}`, () => {
    test.use({ viewport });

    test('a loading indicator stays transparent for the first 200 ms of its fetch, then shows', async ({
      shell,
      page,
    }) => {
      // The Discover feed's first page is slow: the feed's spinner is up for seconds.
      await page.route('**/v3/activities/posts/global/featured**', delayed(4_000));
      await shell.goto('/home');
      const spinner = shell.region('mfe_discover').getByRole('status').filter({ hasText: 'Loading' }).first();
      await expect(spinner).toBeAttached();
      // Held at 150 ms into its life it is transparent, at 250 ms opaque (the browser's own animation clock).
      const at = (ms: number) =>
        spinner.evaluate((element, time) => {
          const appear = element.getAnimations().find((a) => (a as CSSAnimation).animationName !== undefined);
          if (!appear) return 'no animation';
          const running = appear.playState;
          appear.pause();
          appear.currentTime = time;
          const opacity = getComputedStyle(element).opacity;
          if (running !== 'paused') appear.play();
          return opacity;
        }, ms);
      expect(await at(150)).toBe('0');
      expect(await at(250)).toBe('1');
      // Left alone, it shows.
      await expect.poll(() => spinner.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
      await expect(shell.region('mfe_discover').locator('article').first()).toBeVisible({ timeout: 20_000 });
      expect(shell.errors).toEqual([]);
    });

    test('favorites whose likes fail to load show the error screen (likes-not-found)', async ({
      shell,
      page,
    }) => {
      const account = await signUpFreshAccount('likes-not-found');
      await shell.login(account.email, account.password);
      // The favorites list's likes load (no ltk_ids: the hearts' own like lookups are left alone).
      await page.route(
        (url) => url.pathname === '/v2/likes/' && !url.searchParams.has('ltk_ids'),
        (route) =>
          route.request().method() === 'GET'
            ? route.fulfill({
                status: 503,
                contentType: 'application/json',
                body: JSON.stringify({ status: 503, developer_message: 'likes are down' }),
              })
            : route.continue(),
      );
      await shell.goto('/account/favorites/posts');
      const screen = page.locator('#shell-page [data-status="503"]');
      await expect(screen.getByRole('heading', { level: 1 })).toHaveText('An error occurred');
      await expect(shell.region('mfe_account')).toBeHidden();
      // Once the likes load again, the page is back.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.reload();
      await expect(shell.region('mfe_account').getByText("You haven't liked any posts yet.")).toBeVisible();
      await expect(screen).toHaveCount(0);
    });
  });
}

interface Sent {
  name: string;
  properties?: Record<string, unknown>;
}

/** Every analytics event the shell's sink posts from now on (POST /analytics/events batches). */
function recordEvents(page: Page): Sent[] {
  const events: Sent[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/analytics/events')) return;
    const batch = JSON.parse(request.postData() ?? '{}') as { records?: (Sent & { kind: string })[] };
    for (const record of batch.records ?? []) if (record.kind === 'event') events.push(record);
  });
  return events;
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`feed analytics at ${size}`, () => {
    test.use({ viewport });

    test('scrolling the Discover feed counts each card seen once and a scroll event per 30 cards', async ({
      shell,
      page,
    }) => {
      const events = recordEvents(page);
      await shell.goto('/home');
      const feed = shell.region('mfe_discover');
      await expect(feed.locator('article').first()).toBeVisible();
      const impressions = () =>
        events.filter((e) => e.name === '/impression' && e.properties?.['feed'] === 'home:discover');
      const scrollPages = () =>
        events
          .filter((e) => e.name === '/scroll' && e.properties?.['feed'] === 'home:discover')
          .map((e) => e.properties?.['page']);

      // The tracker loads with the first scroll; the cards on screen then count at once.
      await page.mouse.wheel(0, 1);
      await expect.poll(() => impressions().length).toBeGreaterThan(0);
      await expect.poll(scrollPages).toEqual([1]);
      // Down the feed until the 31st card has been seen: page 2.
      await expect
        .poll(
          async () => {
            await page.mouse.wheel(0, viewport.height / 2);
            return scrollPages();
          },
          { timeout: 30_000, intervals: [300] },
        )
        .toEqual([1, 2]);
      const positions = impressions().map((e) => Number(e.properties?.['position']));
      const ids = impressions().map((e) => String(e.properties?.['id']));
      expect(new Set(ids).size).toBe(ids.length);
      expect(Math.max(...positions)).toBeGreaterThanOrEqual(31);
      // Each card seen is a card of the feed, in the feed's own numbering.
      expect(positions.every((p) => Number.isInteger(p) && p >= 1)).toBe(true);
      expect(shell.errors).toEqual([]);
    });
  });
}
