import { ShellHeader, VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

const NOT_FOUND_MESSAGE =
  'Sorry, but this link is invalid. Please double check your URL or discover new posts below.';

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`404 screen at ${size}`, () => {
    test.use({ viewport });

    test('logged out: title, message and the discover feed, no Discover More', async ({ shell, page }) => {
      await shell.goto('/definitely/not/here');
      const screen = page.locator('#shell-page [data-status="404"]');
      await expect(screen.getByRole('heading', { level: 1 })).toHaveText('404 Oh No!');
      await expect(screen.getByText(NOT_FOUND_MESSAGE)).toBeVisible();
      await expect(screen.locator('article').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Discover More' })).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });

    test("a page the remote cannot show (unknown category) is the shell's 404 screen with the feed below", async ({
      shell,
      page,
    }) => {
      await shell.goto('/categories/no-such-category-here');
      const screen = page.locator('#shell-page [data-status="404"]');
      await expect(screen.getByRole('heading', { level: 1 })).toHaveText('404 Oh No!');
      await expect(screen.getByText(NOT_FOUND_MESSAGE)).toBeVisible();
      await expect(screen.locator('article').first()).toBeVisible();
      await expect(shell.region('mfe_discover')).toBeHidden();
      await expect(page).toHaveTitle('This page could not be found | LTK');
      // The next page of the same remote shows again.
      await shell.navigate('/categories');
      await expect(shell.region('mfe_discover').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(screen).toHaveCount(0);
    });

    test('logged in: Discover More leads to /home', async ({ shell, page }) => {
      await shell.login();
      await shell.goto('/definitely/not/here');
      await expect(new ShellHeader(page).userMenuButton).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: '404 Oh No!' })).toBeVisible();
      const more = page.getByRole('link', { name: 'Discover More' });
      await expect(more).toBeVisible();
      await more.click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(shell.region('mfe_discover').locator('article').first()).toBeVisible();
    });
  });
}

test('a shell chunk that will not load shows the boot error, not a page that never works', async ({
  page,
}) => {
  // The network drops the shell's vendor chunk (the page's HTML and main.js arrive).
  await page.route(/\/shell-vendor\.[0-9a-f]+\.js$/, (route) => route.abort('connectionreset'));
  await page.goto('/home');
  const alert = page.getByRole('alert').filter({ hasText: 'An error occurred' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Sorry, but we encountered an error. Please try again later.');
  // Nothing of the first screen painted from the HTML is left to look usable.
  await expect(page.locator('article')).toHaveCount(0);
});
