import { PORTS } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';

test.describe('each remote renders its first screen through the shell', () => {
  test('/home shows the discover feed cards', async ({ shell, page }) => {
    await shell.goto('/home');
    const cards = shell.region('mfe_discover').locator('article[aria-label^="Post by"]');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(3);
    await expect(page).toHaveTitle(/\| LTK$/);
    await expect(shell.header).toBeVisible();
    expect(shell.errors).toEqual([]);
  });

  test("hovering a link to another remote's page prefetches that remote before the click", async ({
    shell,
    page,
  }) => {
    const productEntry = `http://localhost:${PORTS.mfe_product}/remoteEntry.js`;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await shell.goto('/home');
    const postLink = shell.region('mfe_discover').locator('a[href^="/post/"]').first();
    await expect(postLink).toBeVisible();
    expect(requested).not.toContain(productEntry);
    const prefetched = page.waitForRequest(productEntry);
    await postLink.hover();
    await prefetched;
    expect(page.url()).toMatch(/\/home$/);
  });

  test('/explore/:displayName shows the creator header', async ({ shell, data }) => {
    await shell.goto(`/explore/${data.displayName}`);
    const header = shell.region('mfe_creator_shop').getByTestId('creator-header');
    await expect(header).toContainText(data.displayName);
    await expect(header.getByTestId('follower-count')).toContainText(/followers/i);
  });

  test('/post/:id shows the hero and its products', async ({ shell, data }) => {
    await shell.goto(`/post/${data.postId}`);
    const region = shell.region('mfe_product');
    await expect(region.locator('img').first()).toBeVisible();
    await expect(region.getByText(data.productName).first()).toBeVisible();
  });

  test('/products/:id shows name and retailer', async ({ shell, data }) => {
    await shell.goto(`/products/${data.productDetailsId}`);
    const region = shell.region('mfe_product');
    await expect(region.getByText(data.productName).first()).toBeVisible();
    if (data.retailerName) await expect(region.getByText(data.retailerName).first()).toBeVisible();
  });

  test('/search?keyword= shows results', async ({ shell, page, data }) => {
    await shell.goto(`/search?keyword=${encodeURIComponent(data.keyword)}&type=post`);
    await expect(shell.region('mfe_search').locator('a[href*="/post/"], article').first()).toBeVisible();
    await expect(page).toHaveTitle(/Search \| LTK$/);
  });

  test('unknown and invalid routes get the 404 screen', async ({ shell, page }) => {
    for (const path of ['/definitely/not/here', '/post/not%20an%20id']) {
      await shell.goto(path);
      await expect(page.locator('#shell-page')).toContainText(/404 Oh No!|This page could not be found/);
      for (const name of ['mfe_discover', 'mfe_product'] as const)
        await expect(shell.region(name).locator('*')).toHaveCount(0);
    }
  });
});

test.describe('logged in', () => {
  test('?show-carts=true opens the cart drawer with carts and subtotals', async ({ shell }) => {
    await shell.login();
    await shell.goto('/home?show-carts=true');
    const drawer = shell.region('mfe_cart');
    await expect(drawer.getByText('My Carts').first()).toBeVisible();
    await expect(drawer.getByText(/Subtotal \$\d/).first()).toBeVisible();
  });

  test('/account/favorites/products lists the wished products', async ({ shell }) => {
    await shell.login();
    await shell.goto('/account/favorites/products');
    await expect(shell.region('mfe_account').locator('a[href*="/products/"], article').first()).toBeVisible();
  });
});
