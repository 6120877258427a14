import {
  expectPositionRestored,
  middleCard,
  positionBeforeOpening,
  scrollSettled,
  wheelUntilRendered,
} from '../fixtures/feed-position';
import { VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

const SCOPE = '#app-mfe_discover';

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`home feed scroll at ${size}`, () => {
    test.use({ viewport });

    test('Back from a post restores the scroll position and the same card', async ({ shell, page }) => {
      await shell.goto('/home');
      const feed = shell.region('mfe_discover');
      await expect(feed.locator('li[data-key] article').first()).toBeVisible();

      // Down several pages of the feed (past the third page of 36).
      await wheelUntilRendered(page, SCOPE, 3 * 36 + 1);
      // Let the last wheel settle: the position holds over a few frames.
      await expect.poll(() => scrollSettled(page)).toBe(true);
      const middle = await middleCard(page, SCOPE);
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
      await expectPositionRestored(page, card, before);
    });
  });
}
