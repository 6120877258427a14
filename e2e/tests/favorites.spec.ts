import { signUpFreshAccount } from '../fixtures/accounts';
import { VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

const EMPTY_POSTS = "You haven't liked any posts yet.";

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`favorite posts at ${size}`, () => {
    test.use({ viewport });

    test('a post liked after the list was read joins it; unliking it there takes it out for good', async ({
      shell,
      page,
    }) => {
      const account = await signUpFreshAccount('favorite-posts');
      await shell.login(account.email, account.password);
      // Read once, empty: the list is in the store from now on.
      await shell.goto('/account/favorites/posts');
      const favorites = shell.region('mfe_account');
      await expect(favorites.getByText(EMPTY_POSTS)).toBeVisible();

      // Like the first post of /home (client navigation: the same store).
      await shell.navigate('/home');
      const card = shell.region('mfe_discover').locator('article[aria-label^="Post by"]').first();
      await expect(card).toBeVisible();
      const href = (await card.locator('a[href*="/post/"]').first().getAttribute('href')) ?? '';
      expect(href).not.toBe('');
      const liked = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/v2/likes/' && r.request().method() === 'POST',
      );
      await card.locator('button[aria-pressed]').first().click();
      expect((await liked).status()).toBe(200);

      // The favorites list is read again: the post is there as the shared post card, its heart pressed.
      await shell.navigate('/account/favorites/posts');
      const favorite = favorites.locator(`article:has(a[href="${href}"])`);
      await expect(favorite).toBeVisible();
      const heart = favorite.locator('button[aria-pressed]').first();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');

      // Unlike: the card leaves at once, and the server agrees after a reload.
      const unliked = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/v2/likes/' && r.request().method() === 'DELETE',
      );
      await heart.click();
      await expect(favorite).toHaveCount(0);
      await expect(favorites.getByText(EMPTY_POSTS)).toBeVisible();
      expect((await unliked).ok()).toBe(true);
      await page.reload();
      await expect(favorites.getByText(EMPTY_POSTS)).toBeVisible();
      await expect(favorites.locator(`article:has(a[href="${href}"])`)).toHaveCount(0);
      expect(shell.errors).toEqual([]);
    });
  });
}
