import { signUpFreshAccount } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

/** The sizes a shopper uses: a phone and a laptop. */
const SIZES = {
  '390': { width: 390, height: 844 },
  '1280': { width: 1280, height: 900 },
} as const;

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`shopper polish at ${size}`, () => {
    test.use({ viewport });

    test('every heart of a post page says what it likes or saves', async ({ shell, data }) => {
      await shell.goto(`/post/${data.postId}`);
      const region = shell.region('mfe_product');
      await expect(region.getByRole('button', { name: `Like post by ${data.displayName}` })).toHaveCount(1);
      const save = region.getByRole('button', { name: `Save ${data.productName}` }).first();
      await expect(save).toBeVisible();
      // No heart is left with the bare name: the post's and each product's sound different.
      await expect(region.getByRole('button', { name: 'Like', exact: true })).toHaveCount(0);
    });

    test('a product is saved from its own page and stays saved after a reload', async ({
      shell,
      page,
      data,
    }) => {
      const account = await signUpFreshAccount('product-heart');
      await shell.login(account.email, account.password);
      await shell.goto(`/post/${data.postId}`);
      const region = shell.region('mfe_product');
      await region.locator(`a[href^="/products/${data.productDetailsId}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`/products/${data.productDetailsId}\\?li=${data.postId}`));
      const heart = region.getByRole('button', { name: `Save ${data.productName}` });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      const wished = page.waitForResponse(
        (r) => r.url().includes('/v2/wishes/') && r.request().method() === 'POST',
      );
      await heart.click();
      expect((await wished).status()).toBe(200);
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await expect(region.getByRole('button', { name: `Save ${data.productName}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.screenshot({ path: test.info().outputPath(`product-heart-${size}.png`) });
      // The favorites list has it.
      await shell.goto('/account/favorites/products');
      await expect(
        page.getByRole('button', { name: `Save ${data.productName}`, pressed: true }),
      ).toBeVisible();
    });

    test('a signed-out shopper saving a product from its page is sent to sign up', async ({
      shell,
      page,
      data,
    }) => {
      await shell.goto(`/products/${data.productDetailsId}?li=${data.postId}`);
      await shell
        .region('mfe_product')
        .getByRole('button', { name: `Save ${data.productName}` })
        .click();
      await expect(page).toHaveURL(/\/signup\?shopltk-signup-prompt=favorite-product/);
    });
  });
}
