import type { Page } from '@playwright/test';
import { middleCard, positionBeforeOpening, scrollSettled } from '../fixtures/feed-position';
import { VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

/**
 * Pixels the restored scroll position and card may differ by: under a line of text. Cards measured again after the
 * return (images decoding) moved the list by up to 13 px in one CI run out of several.
 */
const TOLERANCE = 16;

/** The highest item number rendered in the feed (items load in pages of 36). */
const lastRendered = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      0,
      ...Array.from(document.querySelectorAll('#app-mfe_discover li[aria-posinset]'), (li) =>
        Number(li.getAttribute('aria-posinset')),
      ),
    ),
  );

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`home feed scroll at ${size}`, () => {
    test.use({ viewport });

    test('Back from a post restores the scroll position and the same card', async ({ shell, page }) => {
      await shell.goto('/home');
      const feed = shell.region('mfe_discover');
      await expect(feed.locator('li[data-key] article').first()).toBeVisible();

      // Down several pages of the feed (past the third page of 36).
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await expect
        .poll(
          async () => {
            await page.mouse.wheel(0, viewport.height);
            return lastRendered(page);
          },
          { timeout: 30_000, intervals: [50] },
        )
        .toBeGreaterThan(3 * 36);
      // Let the last wheel settle: the position holds over a few frames.
      await expect.poll(() => scrollSettled(page)).toBe(true);
      const middle = await middleCard(page, '#app-mfe_discover');
      expect(middle).not.toBeNull();
      const card = feed.locator(`li[data-key="${middle!.key}"]`);
      const link = card.locator(`a[href="/post/${middle!.key}"]`).first();
      const before = await positionBeforeOpening(page, link, card);
      expect(before.scrollY).toBeGreaterThan(3 * viewport.height);

      await link.click();
      await expect(page).toHaveURL(new RegExp(`/post/${middle!.key}$`));
      await expect(page.getByRole('main').getByRole('article', { name: / on LTK$/ })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(before.scrollY);

      await page.goBack();
      await expect(page).toHaveURL(/\/home$/);
      await expect
        .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - before.scrollY))
        .toBeLessThanOrEqual(TOLERANCE);
      await expect(card).toBeVisible();
      const top = await card.evaluate((li) => li.getBoundingClientRect().top);
      expect(Math.abs(top - before.top)).toBeLessThanOrEqual(TOLERANCE);
    });
  });
}
