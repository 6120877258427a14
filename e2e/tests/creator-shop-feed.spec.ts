import type { Page } from '@playwright/test';
import { API_BASE_URL } from '../fixtures/ports';
import { middleCard, scrollSettled } from '../fixtures/feed-position';
import { VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

/** Pixels the restored scroll position and card may differ by (cards measured again after the return). */
const TOLERANCE = 16;

/** The featured creator with the most posts (more than one page of 36), found through the api. */
async function longestShop(): Promise<{ displayName: string; total: number }> {
  const get = async <T>(path: string) => (await (await fetch(`${API_BASE_URL}${path}`)).json()) as T;
  const feed = await get<{ data: { profiles: { id: string; displayName: string }[] } }>(
    '/v3/activities/posts/global/featured?limit=36&includes=profiles',
  );
  let best = { displayName: '', total: 0 };
  for (const profile of feed.data.profiles.slice(0, 10)) {
    const posts = await get<{ meta: { totalResults: number } }>(
      `/v3/activities/posts/profile/${profile.id}?limit=36`,
    );
    if (posts.meta.totalResults > best.total)
      best = { displayName: profile.displayName, total: posts.meta.totalResults };
  }
  expect(best.total).toBeGreaterThan(36);
  return best;
}

const rendered = (page: Page) =>
  page.evaluate(() => {
    const cards = document.querySelectorAll<HTMLElement>('#app-mfe_creator_shop li[aria-posinset]');
    return {
      count: cards.length,
      last: Math.max(0, ...Array.from(cards, (li) => Number(li.getAttribute('aria-posinset')))),
    };
  });

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`creator shop posts at ${size}`, () => {
    test.use({ viewport });

    test('the posts list is virtualised: every page loads by scrolling, only the cards near the viewport are in the page (and at xs Back from a post restores the position)', async ({
      shell,
      page,
    }) => {
      const shop = await longestShop();
      await shell.goto(`/explore/${shop.displayName}`);
      const posts = shell.region('mfe_creator_shop').getByRole('region', { name: 'Posts' });
      await expect(posts.locator('li[data-key] article').first()).toBeVisible();
      // First paint: the cards of the first viewports, not the whole page of 36.
      expect((await rendered(page)).count).toBeLessThan(36);

      // To the end of the creator's posts (the second page comes by scrolling).
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await expect
        .poll(
          async () => {
            await page.mouse.wheel(0, viewport.height);
            return (await rendered(page)).last;
          },
          { timeout: 30_000, intervals: [50] },
        )
        .toBe(shop.total);
      const { count } = await rendered(page);
      expect(count).toBeLessThan(shop.total);
      if (viewport.width < 600) expect(count).toBeLessThan(shop.total / 2);

      // The restore is checked on the phone: at 1280x900 Back from a post inside the shop (a route change within the
      // remote) landed 40-80 px off in about one run in three (docs/decisions.md, open).
      if (viewport.width >= 600) return;

      // Back up to the middle of the page (well away from its end), then to a post and back.
      await page.mouse.wheel(0, -Math.round((await page.evaluate(() => document.body.scrollHeight)) / 2));
      await expect.poll(() => scrollSettled(page, 30), { timeout: 15_000 }).toBe(true);
      const before = await page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(viewport.height);
      const card = await middleCard(page, '#app-mfe_creator_shop');
      expect(card).not.toBeNull();
      await posts.locator(`li[data-key="${card!.key}"] a[href$="/posts/${card!.key}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`/posts/${card!.key}$`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/explore/${shop.displayName}$`));
      await expect
        .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - before))
        .toBeLessThanOrEqual(TOLERANCE);
      const restored = posts.locator(`li[data-key="${card!.key}"]`);
      await expect(restored).toBeVisible();
      const top = await restored.evaluate((li) => li.getBoundingClientRect().top);
      expect(Math.abs(top - card!.top)).toBeLessThanOrEqual(TOLERANCE);
    });
  });
}
