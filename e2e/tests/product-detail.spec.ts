import { randomUUID } from 'node:crypto';
import { accessTokenOf, signUpFreshAccount } from '../fixtures/accounts';
import { fillCartToLimit, findBuyableProduct, type BuyableProduct } from '../fixtures/buyable-product';
import { VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

const ADD_ERROR = 'There was an error when adding to cart. Please try again.';

let product: BuyableProduct;

test.beforeAll(async () => {
  product = await findBuyableProduct();
});

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`product detail at ${size}`, () => {
    test.use({ viewport });

    test('size chart and the shipping and returns policies open in modals', async ({ shell, page }) => {
      await shell.goto(`/products/${product.productDetailsId}`);
      const region = shell.region('mfe_product');
      await expect(region.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

      await region.getByRole('button', { name: 'Size Chart' }).click();
      const chart = page.getByRole('dialog', { name: 'Size Chart' });
      const image = chart.getByRole('img', { name: `Size chart for ${product.name}` });
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect(chart).toHaveCount(0);

      await region.getByRole('button', { name: 'Shipping Policy' }).click();
      const shipping = page.getByRole('dialog', { name: 'Shipping Policy' });
      await expect(shipping).toContainText(/shipping/i);
      await shipping.getByRole('button', { name: 'Close' }).click();
      await expect(shipping).toHaveCount(0);
      await expect(region.getByRole('button', { name: 'Shipping Policy' })).toBeFocused();

      await region.getByRole('button', { name: 'Returns Policy' }).click();
      await expect(page.getByRole('dialog', { name: 'Returns Policy' })).toContainText(/return/i);
    });

    test('an add to cart the cart service refuses shows the cart error notification', async ({
      shell,
      page,
    }) => {
      const account = await signUpFreshAccount('add-error');
      await fillCartToLimit(await accessTokenOf(account), product);
      await shell.login(account.email, account.password);
      await shell.goto(`/products/${product.productDetailsId}?ci=${product.collectionId}`);
      const refused = page.waitForResponse(
        (response) => response.url().includes('/v1/cart_items') && response.request().method() === 'POST',
      );
      await shell.region('mfe_product').getByRole('button', { name: 'Add to Cart' }).click();
      expect((await refused).status()).toBe(409);
      const snackbar = page.getByTestId('cart-snackbar');
      await expect(snackbar).toHaveText(new RegExp(ADD_ERROR.replace(/\./g, '\\.')));
      await expect(snackbar).toHaveAttribute('role', 'alert');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).not.toHaveURL(/show-carts=true/);
      await snackbar.getByRole('button', { name: 'Dismiss' }).click();
      await expect(snackbar).toHaveCount(0);
      await expect(shell.region('mfe_product').getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    });

    test("an unknown post or product is the shell's 404 screen", async ({ shell, page }) => {
      for (const path of [`/post/${randomUUID()}`, `/products/${randomUUID()}`]) {
        await shell.goto(path);
        const screen = page.locator('#shell-page [data-status="404"]');
        await expect(screen.getByRole('heading', { level: 1 })).toHaveText('404 Oh No!');
        await expect(screen.locator('article').first()).toBeVisible();
        await expect(shell.region('mfe_product')).toBeHidden();
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      }
    });
  });
}
