import type { Page } from '@playwright/test';
import { signUpFreshAccount } from '../fixtures/accounts';
import { findBuyableProduct } from '../fixtures/buyable-product';
import { catalog } from '../fixtures/catalog';
import { seriousAxeFindings } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { shopCatalog, type ShopCatalog } from './creator-shop-catalog';
import type { Catalog } from '../fixtures/catalog';

/** The sizes a shopper uses: a phone and a laptop. */
const SIZES = {
  '390': { width: 390, height: 844 },
  '1280': { width: 1280, height: 900 },
} as const;

/**
 * Every route of the spec's route table (section 2) that shows a page (not /auth, /auth/callback, /logout: they only
 * redirect), with real ids from the api; the signed-in ones after `signedIn`.
 */
const VISITOR_ROUTES: ((data: Catalog, shop: ShopCatalog) => string)[] = [
  () => '/home',
  () => '/home/for-you',
  () => '/home/following',
  () => '/home/following/giftguides',
  () => '/categories',
  () => '/categories/salealert',
  () => '/deals',
  () => '/gift-guides',
  () => '/giftguides',
  (_, shop) => `/giftguides/${shop.giftGuide.id}`,
  () => '/collections',
  () => '/productsets',
  (_, shop) => `/productsets/${shop.productSet.id}`,
  () => '/hashtags/fitness',
  (data) => `/post/${data.postId}`,
  (data) => `/posts/${data.postId}`,
  (data) => `/products/${data.productDetailsId}`,
  (data) => `/search?keyword=${encodeURIComponent(data.keyword)}`,
  (data) => `/search?keyword=${encodeURIComponent(data.keyword)}&type=profile`,
  (_, shop) => `/explore/${shop.displayName}`,
  (_, shop) => `/explore/${shop.displayName}/collections`,
  (_, shop) => `/explore/${shop.displayName}/collections/${shop.collection.id}`,
  (_, shop) => `/explore/${shop.displayName}/productsets`,
  (_, shop) => `/explore/${shop.displayName}/productsets/${shop.productSet.id}`,
  (_, shop) =>
    `/explore/${shop.displayName}/productsets/${shop.productSet.id}/${shop.productSet.productDetailsId}`,
  (_, shop) => `/explore/${shop.displayName}/giftguides`,
  (_, shop) => `/explore/${shop.displayName}/giftguides/${shop.giftGuide.id}`,
  (_, shop) => `/explore/${shop.displayName}/chat`,
  () => '/ltk-chat',
  () => '/ltk-shopping-app',
  () => '/sitemap',
  () => '/creators/matching',
  () => '/legal/virtual-patent',
  () => '/terms-of-service',
  () => '/login',
  () => '/signup',
  () => '/forgot-password',
  () => '/user/an-invite',
  () => '/no-such-page',
];

const SHOPPER_ROUTES = [
  '/account',
  '/account/favorites',
  '/account/favorites/posts',
  '/account/favorites/products',
  '/wishlists',
  '/change-password',
  '/home?show-carts=true',
];

/** Opens the route and waits until its content is in (no part of it loading). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#main')).not.toBeEmpty();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/** Scans each route in turn; the findings by route (none: `{}`). */
async function scan(page: Page, paths: string[]) {
  const found: Record<string, unknown> = {};
  for (const path of paths) {
    await open(page, path);
    const findings = await seriousAxeFindings(page);
    if (findings.length) found[path] = findings;
  }
  return found;
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`axe on every route and dialog at ${size}`, () => {
    test.use({ viewport });

    // The route table in four parts (each a few pages), so that a slow page does not take the others' time.
    for (let part = 0; part < 4; part += 1)
      test(`the route table, part ${part + 1} of 4`, async ({ page }) => {
        test.setTimeout(180_000);
        const data = await catalog();
        const shop = await shopCatalog();
        const paths = VISITOR_ROUTES.filter((_, i) => i % 4 === part).map((route) => route(data, shop));
        expect(await scan(page, paths)).toEqual({});
      });

    test("a signed-in shopper's routes, the cart drawer among them", async ({ shell, page }) => {
      test.setTimeout(180_000);
      const account = await signUpFreshAccount('axe-routes');
      await shell.login(account.email, account.password);
      expect(await scan(page, SHOPPER_ROUTES)).toEqual({});
    });

    test('the dialogs: size chart, shipping and returns, unfollow, delete account', async ({
      shell,
      page,
    }) => {
      test.setTimeout(180_000);
      const product = await findBuyableProduct();
      const region = shell.region('mfe_product');
      await open(page, `/products/${product.productDetailsId}`);
      const found: Record<string, unknown> = {};
      for (const name of ['Size Chart', 'Shipping Policy', 'Returns Policy']) {
        await region.getByRole('button', { name }).click();
        await expect(page.getByRole('dialog', { name })).toBeVisible();
        const findings = await seriousAxeFindings(page, '[role="dialog"]');
        if (findings.length) found[name] = findings;
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name })).toHaveCount(0);
      }

      const account = await signUpFreshAccount('axe-dialogs');
      await shell.login(account.email, account.password);
      const shop = await shopCatalog();
      await open(page, `/explore/${shop.displayName}`);
      const follow = shell.region('mfe_creator_shop').getByRole('button', { name: 'Follow', exact: true });
      await follow.first().click();
      await shell
        .region('mfe_creator_shop')
        .getByRole('button', { name: 'Following', exact: true })
        .first()
        .click();
      const unfollow = page.getByRole('dialog', { name: `Unfollow ${shop.displayName}?` });
      await expect(unfollow).toBeVisible();
      const unfollowFindings = await seriousAxeFindings(page, '[role="dialog"]');
      if (unfollowFindings.length) found.unfollow = unfollowFindings;
      await page.keyboard.press('Escape');

      await open(page, '/account');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Delete your account?' })).toBeVisible();
      const deleteFindings = await seriousAxeFindings(page, '[role="alertdialog"]');
      if (deleteFindings.length) found['delete account'] = deleteFindings;
      expect(found).toEqual({});
    });
  });
}
