import type { Page } from '@playwright/test';
import { ShellHeader, VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

const activeInside = (page: Page, selector: string) =>
  page.evaluate((sel) => Boolean(document.querySelector(sel)?.contains(document.activeElement)), selector);

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`focus and keyboard at ${size}`, () => {
    test.use({ viewport });

    test('the first Tab reaches a skip link that moves focus to the page', async ({ shell, page }) => {
      await shell.goto('/home');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(page.locator('#app-mfe_discover article').first()).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('#main')).toBeFocused();
      await expect(page).toHaveURL(/\/home$/);
      // The next Tab lands in the page, not back in the header.
      await page.keyboard.press('Tab');
      expect(await activeInside(page, '#main')).toBe(true);
    });

    test('a route change moves focus to the page and announces its title', async ({ shell, page }) => {
      await shell.goto('/home');
      const card = page.locator('#app-mfe_discover article').first();
      await expect(card).toBeVisible();
      const postLink = card.locator('a[href^="/post/"]').first();
      await postLink.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/post\//);
      await expect(page.locator('#main')).toBeFocused();
      const announcer = page.locator('#route-announcer');
      await expect(announcer).toHaveAttribute('aria-live', 'polite');
      await expect(announcer).toHaveText(/\| LTK$/);
      await expect(announcer).toHaveText(await page.title());
    });

    test('My Carts keeps focus inside, follows the view and gives focus back on close', async ({
      shell,
      page,
    }) => {
      const header = new ShellHeader(page);
      await shell.login();
      await shell.goto('/home');
      await header.cartButton.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'My Carts' });
      const firstCart = drawer.getByRole('button', { name: /^Open cart from / }).first();
      await expect(firstCart).toBeVisible();
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        expect(await activeInside(page, '[role="dialog"][aria-modal="true"]')).toBe(true);
      }
      for (let i = 0; i < 3; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await activeInside(page, '[role="dialog"][aria-modal="true"]')).toBe(true);
      }
      const retailer = (await firstCart.getAttribute('aria-label'))!.replace('Open cart from ', '');
      await firstCart.focus();
      await page.keyboard.press('Enter');
      const back = page.getByRole('button', { name: 'Back to My Carts' });
      await expect(back).toBeFocused();
      await expect(page.getByRole('dialog', { name: retailer })).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(drawer.getByRole('button', { name: `Open cart from ${retailer}` })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(header.cartButton).toBeFocused();
    });
  });
}
