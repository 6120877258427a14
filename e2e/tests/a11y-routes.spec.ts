import type { Page } from '@playwright/test';
import { accessTokenOf, signUpFreshAccount, type FreshAccount } from '../fixtures/accounts';
import { API_BASE_URL } from '../fixtures/ports';
import { findBuyableProduct } from '../fixtures/buyable-product';
import { catalog } from '../fixtures/catalog';
import { ShellHeader } from '../fixtures/shell-header';
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
      const follow = shell
        .region('mfe_creator_shop')
        .getByRole('button', { name: `Follow ${shop.displayName}`, exact: true });
      await follow.first().click();
      await shell
        .region('mfe_creator_shop')
        .getByRole('button', { name: `Following ${shop.displayName}`, exact: true })
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

/** Wishes the first product of the post for the account; the share hash of its wishlist (`/collections/:hash`). */
async function sharedWishlistHash(account: FreshAccount, postId: string): Promise<string> {
  const token = await accessTokenOf(account);
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${API_BASE_URL}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  const { ltks } = await call<{ ltks: { productIds: string[] }[] }>(`/v2/ltks?ids=${postId}`);
  await call('/v2/wishes/', {
    method: 'POST',
    body: JSON.stringify({ ltk_product_id: ltks[0]!.productIds[0] }),
  });
  const { wishCollections } = await call<{ wishCollections: { shareHash: string }[] }>(
    '/v2/wish_collections/',
  );
  return wishCollections[0]!.shareHash;
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`axe on the screens reached by a click at ${size}`, () => {
    test.use({ viewport });

    test('a shared wishlist, a gift guide with a product open, the share button once it copied', async ({
      shell,
      page,
      context,
      data,
    }) => {
      test.setTimeout(180_000);
      const found: Record<string, unknown> = {};
      const owner = await signUpFreshAccount('axe-wishlist');
      const hash = await sharedWishlistHash(owner, data.postId);
      await open(page, `/collections/${hash}`);
      await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
      const wishlist = await seriousAxeFindings(page);
      if (wishlist.length) found['shared wishlist'] = wishlist;

      const shop = await shopCatalog();
      await open(page, `/explore/${shop.displayName}/giftguides/${shop.giftGuide.id}`);
      const region = shell.region('mfe_creator_shop');
      await region.locator(`a[href*="/giftguides/${shop.giftGuide.id}/"]`).first().click();
      const product = page.getByRole('dialog');
      await expect(product).toBeVisible();
      await expect(product.getByRole('link', { name: 'View product details' })).toBeVisible();
      const guide = await seriousAxeFindings(page);
      if (guide.length) found['gift guide product'] = guide;

      // Without Web Share, Share copies the link and says so.
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      });
      await open(page, `/post/${data.postId}`);
      const post = shell.region('mfe_product');
      await post.getByRole('button', { name: /^Share / }).click();
      await expect(post.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
      const share = await seriousAxeFindings(page);
      if (share.length) found.share = share;
      expect(found).toEqual({});
    });

    test('add to cart: the drawer, the snackbar and the delete sheet', async ({ shell, page }) => {
      test.setTimeout(180_000);
      const found: Record<string, unknown> = {};
      const product = await findBuyableProduct();
      const account = await signUpFreshAccount('axe-cart');
      await shell.login(account.email, account.password);
      await open(page, `/products/${product.productDetailsId}?ci=${product.collectionId}`);
      await shell.region('mfe_product').getByRole('button', { name: 'Add to Cart' }).click();
      if (viewport.width < 600) {
        const snackbar = page.getByTestId('cart-snackbar');
        await expect(snackbar).toContainText('Item was added to your cart');
        const added = await seriousAxeFindings(page);
        if (added.length) found.snackbar = added;
        await snackbar.getByRole('button', { name: 'View' }).click();
      }
      const drawer = page.getByRole('dialog', { name: product.retailerName });
      await expect(drawer.getByRole('link', { name: product.name })).toBeVisible();
      const cart = await seriousAxeFindings(page, '[role="dialog"]');
      if (cart.length) found.drawer = cart;
      await drawer.getByRole('button', { name: 'Delete cart' }).click();
      const sheet = page.getByRole('dialog', { name: 'Are you sure you want to delete your cart?' });
      await expect(sheet).toBeVisible();
      const confirm = await seriousAxeFindings(page, '[role="dialog"]');
      if (confirm.length) found['delete sheet'] = confirm;
      expect(found).toEqual({});
    });

    test('the search menu, open before and after a term is typed', async ({ page }) => {
      test.setTimeout(120_000);
      const found: Record<string, unknown> = {};
      const header = new ShellHeader(page);
      await open(page, '/home');
      // Below md the header shows the search button; the box opens with it.
      if (viewport.width < 900) await header.root.getByRole('button', { name: 'Open search' }).click();
      const input = header.searchInput;
      await input.click();
      const menu = page.getByRole('listbox', { name: 'Search suggestions' });
      await expect(menu.getByRole('option').first()).toBeVisible();
      const empty = await seriousAxeFindings(page);
      if (empty.length) found.open = empty;
      await input.fill('dress');
      await expect(
        menu.getByRole('group', { name: /Related Searches|Suggested Creators/ }).first(),
      ).toBeVisible();
      await expect(menu.getByRole('option').first()).toBeVisible();
      const typed = await seriousAxeFindings(page);
      if (typed.length) found.typed = typed;
      expect(found).toEqual({});
    });

    test("the legal-terms dialog's 'Are you sure?' step", async ({ shell, page }) => {
      const account = await signUpFreshAccount('axe-disagree', { acceptTerms: false });
      await shell.login(account.email, account.password);
      await open(page, '/home');
      await page
        .getByRole('dialog', { name: 'Our Terms and Policies' })
        .getByRole('button', { name: 'Disagree' })
        .click();
      await expect(page.getByRole('alertdialog', { name: 'Are you sure?' })).toBeVisible();
      expect(await seriousAxeFindings(page, '[role="alertdialog"]')).toEqual([]);
    });
  });
}

// Inside a social app's webview the notice asks to open the page in the browser; it exists below sm only (spec §2).
test.describe('axe on the in-app browser notice at 390', () => {
  test.use({
    viewport: SIZES['390'],
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0.0.0',
  });

  test('the notice, and the app banner under it', async ({ page }) => {
    await open(page, '/home');
    const notice = page.getByRole('dialog', {
      name: 'For the best experience, open this page in your browser.',
    });
    await expect(notice).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('bottom-banner')).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
