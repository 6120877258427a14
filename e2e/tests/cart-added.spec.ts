import { signUpFreshAccount } from '../fixtures/accounts';
import { findBuyableProduct, type BuyableProduct } from '../fixtures/buyable-product';
import { VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

const FOOTER = 'Promo codes can be added at checkout';

let product: BuyableProduct;

test.beforeAll(async () => {
  product = await findBuyableProduct();
});

test.describe('add to cart at lg', () => {
  test.use({ viewport: VIEWPORTS.lg });

  test('opens the drawer on that cart (footer shown) and the item links back with its product set', async ({
    shell,
    page,
  }) => {
    const account = await signUpFreshAccount('cart-lg');
    await shell.login(account.email, account.password);
    await shell.goto(`/products/${product.productDetailsId}?ci=${product.collectionId}`);
    await shell.region('mfe_product').getByRole('button', { name: 'Add to Cart' }).click();

    const drawer = page.getByRole('dialog', { name: product.retailerName });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(FOOTER)).toBeVisible();
    await expect(page).toHaveURL(/show-carts=true/);
    await expect(drawer.getByRole('button', { name: 'Back to My Carts' })).toBeVisible();
    const itemLink = drawer.getByRole('link', { name: product.name });
    await expect(itemLink).toHaveAttribute('href', new RegExp(`ci=${product.collectionId}`));
    await expect(itemLink).toHaveAttribute('href', new RegExp(`vid=${product.variantId}`));
    // The 'added' notification cleared itself: no snackbar, now or after closing.
    await expect(page.getByTestId('cart-snackbar')).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page.getByTestId('cart-snackbar')).toHaveCount(0);
    await expect(shell.header.getByText('1', { exact: true })).toBeVisible();
  });
});

test.describe('one carts read at lg', () => {
  test.use({ viewport: VIEWPORTS.lg });

  test('the header badge and the drawer share one carts read, and an add updates both without another', async ({
    shell,
    page,
  }) => {
    const account = await signUpFreshAccount('cart-one-read');
    await shell.login(account.email, account.password);
    // Leave the page the login redirected to, so its own carts read (in flight or not) is not counted below.
    await page.goto('about:blank');
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/v1/carts')
        reads.push(request.url());
    });
    await shell.goto(`/products/${product.productDetailsId}?ci=${product.collectionId}`);
    const cartButton = shell.header.getByRole('button', { name: /^Cart/ });
    await expect(cartButton).toHaveAccessibleName('Cart');
    await expect.poll(() => reads.length).toBe(1);

    await shell.region('mfe_product').getByRole('button', { name: 'Add to Cart' }).click();
    const drawer = page.getByRole('dialog', { name: product.retailerName });
    await expect(drawer.getByRole('link', { name: product.name })).toBeVisible();
    await expect(cartButton).toHaveAccessibleName('Cart, 1 item');
    // The add's answer was merged: neither the badge nor the drawer read the carts again.
    await drawer.getByRole('button', { name: 'Back to My Carts' }).click();
    await expect(page.getByRole('dialog', { name: 'My Carts' })).toContainText(product.retailerName);
    expect(reads).toHaveLength(1);
  });
});

test.describe('add to cart at xs', () => {
  test.use({ viewport: VIEWPORTS.xs });

  test("shows the 'added' snackbar (at most 360 wide) whose View opens the drawer on that cart", async ({
    shell,
    page,
  }) => {
    const account = await signUpFreshAccount('cart-xs');
    await shell.login(account.email, account.password);
    await shell.goto(`/products/${product.productDetailsId}?ci=${product.collectionId}`);
    await shell.region('mfe_product').getByRole('button', { name: 'Add to Cart' }).click();

    const snackbar = page.getByTestId('cart-snackbar');
    await expect(snackbar).toContainText('Item was added to your cart');
    await expect(snackbar).toHaveAttribute('role', 'status');
    const box = await snackbar.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(360);
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= VIEWPORTS.xs.width).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/show-carts=true/);

    await snackbar.getByRole('button', { name: 'View' }).click();
    const drawer = page.getByRole('dialog', { name: product.retailerName });
    await expect(drawer.getByText(FOOTER)).toBeVisible();
    await expect(snackbar).toHaveCount(0);
    expect((await drawer.boundingBox())?.width).toBe(VIEWPORTS.xs.width);

    // The cart modal (delete confirmation) is a bottom sheet on xs.
    await drawer.getByRole('button', { name: 'Delete cart' }).click();
    const sheet = page.getByRole('dialog', { name: 'Are you sure you want to delete your cart?' });
    await expect(sheet).toBeVisible();
    const sheetBox = await sheet.boundingBox();
    expect(sheetBox?.width).toBe(VIEWPORTS.xs.width);
    expect(Math.round((sheetBox?.y ?? 0) + (sheetBox?.height ?? 0))).toBe(VIEWPORTS.xs.height);
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet).toHaveCount(0);
  });
});
