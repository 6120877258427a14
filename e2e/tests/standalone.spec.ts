import { expect, test } from '../fixtures/test';
import { PORTS } from '../fixtures/ports';

// Each remote's dist/ also holds a standalone harness (index.html from src/standalone.tsx).
test.describe('each remote runs standalone on its own origin', () => {
  test('discover', async ({ page }) => {
    await page.goto(`http://localhost:${PORTS.mfe_discover}/home`);
    await expect(page.locator('#root article[aria-label^="Post by"]').first()).toBeVisible();
  });

  test('creator shop', async ({ page, data }) => {
    await page.goto(`http://localhost:${PORTS.mfe_creator_shop}/explore/${data.displayName}`);
    await expect(page.getByTestId('creator-header')).toContainText(data.displayName);
  });

  test('product', async ({ page, data }) => {
    await page.goto(`http://localhost:${PORTS.mfe_product}/products/${data.productDetailsId}`);
    await expect(page.getByText(data.productName).first()).toBeVisible();
  });

  test('search', async ({ page, data }) => {
    await page.goto(
      `http://localhost:${PORTS.mfe_search}/search?keyword=${encodeURIComponent(data.keyword)}`,
    );
    await expect(page.locator('#root a[href*="/post/"], #root article').first()).toBeVisible();
  });

  test.describe('logged in (session carried over from the shell)', () => {
    // localStorage is per origin: log in on the shell, then give the standalone origin the same saved session.
    test.beforeEach(async ({ shell, page }) => {
      await shell.login();
      const session = await page.evaluate(() => window.localStorage.getItem('ltk-session'));
      await page.addInitScript((value) => window.localStorage.setItem('ltk-session', value ?? ''), session);
    });

    test('cart drawer', async ({ page }) => {
      await page.goto(`http://localhost:${PORTS.mfe_cart}/home?show-carts=true`);
      await expect(page.getByText('My Carts').first()).toBeVisible();
      await expect(page.getByText(/Subtotal \$\d/).first()).toBeVisible();
    });

    test('account favorites', async ({ page }) => {
      await page.goto(`http://localhost:${PORTS.mfe_account}/account/favorites/products`);
      await expect(page.locator('#root a[href*="/products/"], #root article').first()).toBeVisible();
    });
  });
});
