import { VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`hashtag feeds at ${size}`, () => {
    test.use({ viewport });

    test('/hashtags/fitness shows the posts of #ltkfitness (the prefix rule)', async ({ shell, page }) => {
      const feedRequest = page.waitForRequest((request) =>
        new URL(request.url()).pathname.startsWith('/v3/activities/posts/hashtag/'),
      );
      const response = await page.goto('/hashtags/fitness');
      expect(response?.status()).toBe(200);
      expect(new URL((await feedRequest).url()).pathname).toBe('/v3/activities/posts/hashtag/ltkfitness');
      const region = shell.region('mfe_discover');
      await expect(region.getByRole('heading', { level: 1 })).toHaveText('#ltkfitness');
      await expect(
        region.getByRole('region', { name: '#ltkfitness' }).locator('article').first(),
      ).toBeVisible();
      await expect(page).toHaveTitle('#ltkfitness | LTK');
    });

    test('a hashtag without posts is the shell’s 404 screen, HTTP 404, with the discover feed below', async ({
      shell,
      page,
    }) => {
      // One rule: the shell's server answers 404 for the feed the SPA shows as its 404 screen.
      const response = await page.goto('/hashtags/nosuchtagatall');
      expect(response?.status()).toBe(404);
      const screen = page.locator('#shell-page [data-status="404"]');
      await expect(screen.getByRole('heading', { level: 1 })).toHaveText('404 Oh No!');
      await expect(screen.locator('article').first()).toBeVisible();
      await expect(shell.region('mfe_discover')).toBeHidden();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  });
}
