import type { Locator } from '@playwright/test';
import { accessTokenOf, signUpFreshAccount, type FreshAccount } from '../fixtures/accounts';
import { fillCartToLimit, findBuyableProduct } from '../fixtures/buyable-product';
import { API_BASE_URL } from '../fixtures/ports';
import { ShellHeader } from '../fixtures/shell-header';
import { seriousAxeFindings } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

/** The sizes a shopper uses: a phone and a laptop. */
const SIZES = {
  '390': { width: 390, height: 844 },
  '1280': { width: 1280, height: 900 },
} as const;

/** The browser's default link blue (what an unstyled link shows). */
const DEFAULT_LINK_BLUE = 'rgb(0, 0, 238)';
/** The theme's text colour, which styled text links use. */
const TEXT_COLOUR = 'rgb(31, 31, 31)';

async function expectStyledLink(link: Locator) {
  await expect(link).toBeVisible();
  const color = await link.evaluate((el) => getComputedStyle(el).color);
  expect(color).not.toBe(DEFAULT_LINK_BLUE);
  expect(color).toBe(TEXT_COLOUR);
}

/** Wishes the first product of a post for the account through the api (creates its wishlist). */
async function wishFirstProduct(account: FreshAccount, postId: string) {
  const token = await accessTokenOf(account);
  const products = (await (await fetch(`${API_BASE_URL}/v3/posts/${postId}/products`)).json()) as {
    products: { id: string }[];
  };
  const response = await fetch(`${API_BASE_URL}/v2/wishes/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ltk_product_id: products.products[0]!.id }),
  });
  expect(response.status).toBe(200);
}

/** The profile id of a featured creator that has collections. */
async function firstCollectionOwner(): Promise<string> {
  const feed = (await (
    await fetch(`${API_BASE_URL}/v3/activities/posts/global/featured?limit=36&includes=profiles`)
  ).json()) as { data: { profiles: { id: string }[] } };
  for (const profile of feed.data.profiles) {
    const response = await fetch(`${API_BASE_URL}/v1/collections/?limit=1&profile_id=${profile.id}`);
    const body = (await response.json()) as { collections?: unknown[] };
    if (response.ok && body.collections?.length) return profile.id;
  }
  throw new Error('no featured creator has a collection');
}

/** The first product set or gift guide of a featured creator, found through the api. */
async function firstShopSet(
  subtype: 'PRODUCT_SET' | 'GIFT_GUIDE',
): Promise<{ collectionId: string; title: string }> {
  const feed = (await (
    await fetch(`${API_BASE_URL}/v3/activities/posts/global/featured?limit=36&includes=profiles`)
  ).json()) as { data: { profiles: { id: string }[] } };
  for (const profile of feed.data.profiles) {
    const response = await fetch(
      `${API_BASE_URL}/shop_product/get_shop_product_collections?profile_id=${profile.id}&subtype=${subtype}&limit=1`,
    );
    const body = (await response.json()) as {
      shopProductCollections?: { collectionId: string; title: string }[];
    };
    const set = body.shopProductCollections?.[0];
    if (response.ok && set) return set;
  }
  throw new Error(`no featured creator has a ${subtype}`);
}

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

    test('/terms-of-service says what the terms cover, its links styled and big enough', async ({
      shell,
      page,
    }) => {
      await shell.goto('/terms-of-service');
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
      for (const heading of [
        'Your account',
        'Shopping',
        "Creators' content",
        'Your data',
        'Cookies and storage',
      ])
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(page.getByText('Orders are processed and fulfilled by the merchant')).toBeVisible();
      for (const name of ['Terms of Service', 'Privacy Policy', 'Cookie Policy'])
        await expectStyledLink(shell.region('mfe_account').getByRole('link', { name }));
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`terms-${size}.png`), fullPage: true });
    });

    test('the legal-terms dialog passes axe, its policy links included', async ({ shell, page }) => {
      const account = await signUpFreshAccount('terms-axe', { acceptTerms: false });
      await shell.login(account.email, account.password);
      await shell.goto('/home');
      const dialog = page.getByRole('dialog', { name: 'Our Terms and Policies' });
      await expect(dialog).toBeVisible();
      await expectStyledLink(dialog.getByRole('link', { name: 'Privacy Policy' }));
      expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`terms-dialog-${size}.png`) });
    });

    test('account links are styled: Forgot password, Share link, Change password', async ({
      shell,
      page,
      data,
    }) => {
      await shell.goto('/login');
      const forgot = page.getByRole('link', { name: 'Forgot password?' });
      await expect(forgot).toHaveAttribute('href', '/forgot-password');
      await expectStyledLink(forgot);
      await page.screenshot({ path: test.info().outputPath(`login-${size}.png`) });
      const account = await signUpFreshAccount('links');
      await wishFirstProduct(account, data.postId);
      await shell.login(account.email, account.password);
      await shell.goto('/wishlists');
      await expectStyledLink(page.getByRole('link', { name: /^Share link of / }).first());
      await page.screenshot({ path: test.info().outputPath(`wishlists-${size}.png`) });
      await shell.goto('/account');
      await expectStyledLink(page.getByRole('link', { name: 'Change password' }));
      await page.screenshot({ path: test.info().outputPath(`settings-${size}.png`), fullPage: true });
    });

    test('the signed-out Following tab offers Log in, which comes back, and Sign up', async ({
      shell,
      page,
    }) => {
      await shell.goto('/home/following');
      const region = shell.region('mfe_discover');
      await expect(region.getByText('Log in to see posts from the creators you follow.')).toBeVisible();
      const signUp = region.getByRole('link', { name: 'Sign up' });
      await expectStyledLink(signUp);
      await expect(signUp).toHaveAttribute('href', '/signup?shopltk-signup-prompt=discover');
      await page.screenshot({ path: test.info().outputPath(`following-signed-out-${size}.png`) });
      await region.getByRole('link', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/login\?returnTo=%2Fhome%2Ffollowing$/);
    });

    test('signing out sends nothing the api refuses and logs no error', async ({ shell, page }) => {
      const account = await signUpFreshAccount('sign-out');
      await shell.login(account.email, account.password);
      await shell.goto('/home');
      const header = new ShellHeader(page);
      await expect(header.userMenuButton).toBeVisible();
      const refused: string[] = [];
      const consoleErrors: string[] = [];
      page.on('response', (r) => {
        if (r.status() === 401) refused.push(`${r.request().method()} ${r.url()}`);
      });
      page.on('console', (m) => {
        if (m.type() === 'error') consoleErrors.push(m.text());
      });
      const loggedOut = page.waitForResponse((r) => r.url().includes('/logout/'));
      await header.userMenuButton.click();
      await page
        .getByRole('menuitem', { name: 'Sign out' })
        .or(page.getByRole('link', { name: 'Sign out' }))
        .first()
        .click();
      expect((await loggedOut).status()).toBe(200);
      await expect(header.loginLink).toBeVisible();
      await expect(shell.region('mfe_discover').locator('article').first()).toBeVisible();
      expect(refused).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    test("the cart's plus stops at the retailer's limit and says why", async ({ shell, page }) => {
      const product = await findBuyableProduct();
      const account = await signUpFreshAccount('cart-limit');
      const limit = await fillCartToLimit(await accessTokenOf(account), product);
      await shell.login(account.email, account.password);
      const patches: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'PATCH' && r.url().includes('/v1/cart_items/')) patches.push(r.url());
      });
      await shell.goto('/home?show-carts=true');
      const drawer = page.getByRole('dialog', { name: 'My Carts' });
      await drawer.getByRole('button', { name: `Open cart from ${product.retailerName}` }).click();
      const plus = page.getByRole('button', { name: `Increase quantity of ${product.name}` });
      await expect(plus).toHaveAttribute('aria-disabled', 'true');
      await expect(plus).toHaveAccessibleDescription(
        `Maximum quantity for ${product.retailerName} has been reached.`,
      );
      await expect(page.getByRole('dialog').getByText(String(limit), { exact: true })).toBeVisible();
      // Pressed anyway (Playwright's click waits for an enabled button: a click event, then the keyboard).
      await plus.dispatchEvent('click');
      await plus.focus();
      await page.keyboard.press('Enter');
      await expect(plus).toBeFocused();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(patches).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`cart-limit-${size}.png`) });
      // One less is allowed again: minus, then plus is back.
      await page.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
      await expect(plus).not.toHaveAttribute('aria-disabled', 'true');
    });

    test('routes without their optional part go where they belong', async ({ shell, page }) => {
      for (const [from, to] of [
        ['/post', /\/home$/],
        ['/products', /\/categories$/],
        ['/productsets', /\/giftguides$/],
        ['/hashtags', /\/categories$/],
        ['/explore/chat', /\/ltk-chat$/],
      ] as const) {
        await shell.goto(from);
        await expect(page, from).toHaveURL(to);
        await expect(page.locator('#shell-page [data-status="404"]'), from).toHaveCount(0);
      }
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    });

    test("/explore/collections/:id opens the collection in its creator's shop", async ({ shell, page }) => {
      const collections = (await (
        await fetch(`${API_BASE_URL}/v1/collections/?limit=1&profile_id=${await firstCollectionOwner()}`)
      ).json()) as { collections: { id: string; title: string }[] };
      const collection = collections.collections[0]!;
      await shell.goto(`/explore/collections/${collection.id}`);
      await expect(page).toHaveURL(new RegExp(`/explore/[^/]+/collections/${collection.id}$`));
      await expect(page.getByRole('heading', { name: collection.title })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`collection-redirect-${size}.png`) });
    });

    test("/explore/productsets/:id and /explore/giftguides/:id open the set in its creator's shop", async ({
      shell,
      page,
    }) => {
      for (const [segment, subtype] of [
        ['productsets', 'PRODUCT_SET'],
        ['giftguides', 'GIFT_GUIDE'],
      ] as const) {
        const set = await firstShopSet(subtype);
        await shell.goto(`/explore/${segment}/${set.collectionId}`);
        await expect(page).toHaveURL(new RegExp(`/explore/[^/]+/${segment}/${set.collectionId}$`));
        await expect(page.getByRole('heading', { name: set.title })).toBeVisible();
        await expect(page.locator('#shell-page [data-status="404"]')).toHaveCount(0);
      }
    });

    test('product dialogs sit on a backdrop; the size chart is a table', async ({ shell, page }) => {
      const product = await findBuyableProduct();
      await shell.goto(`/products/${product.productDetailsId}`);
      await shell.region('mfe_product').getByRole('button', { name: 'Size Chart' }).click();
      const chart = page.getByRole('dialog', { name: 'Size Chart' });
      const image = chart.getByRole('img', { name: `Size chart for ${product.name}` });
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const backdrop = await chart.evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor);
      expect(backdrop).toBe('rgba(0, 0, 0, 0.5)');
      await page.screenshot({ path: test.info().outputPath(`size-chart-${size}.png`) });
      await page.keyboard.press('Escape');
      await shell.region('mfe_product').getByRole('button', { name: 'Shipping Policy' }).click();
      const shipping = page.getByRole('dialog', { name: 'Shipping Policy' });
      await expect(shipping).toBeVisible();
      expect(await shipping.evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor)).toBe(
        'rgba(0, 0, 0, 0.5)',
      );
    });

    test("the product link's variant query preselects that variant", async ({ shell }) => {
      const product = await findBuyableProduct();
      const { productDetails } = (await (
        await fetch(`${API_BASE_URL}/v2/product_details/?ids=${product.productDetailsId}`)
      ).json()) as { productDetails: { catalogRetailerProductId: string }[] };
      const { retailerProduct } = (await (
        await fetch(
          `${API_BASE_URL}/v3/consumer_retailer_products/${productDetails[0]!.catalogRetailerProductId}`,
        )
      ).json()) as {
        retailerProduct: {
          variants: { title: string; available: boolean; options: Record<string, string> }[];
        };
      };
      // A variant other than the one the page picks on its own (the first available).
      const { variants } = retailerProduct;
      const own = variants.find((v) => v.available) ?? variants[0]!;
      const target = variants.find((v) => v.title !== own.title)!;
      expect(target, 'the product has more than one variant').toBeTruthy();
      await shell.goto(`/products/${product.productDetailsId}?variant=${encodeURIComponent(target.title)}`);
      const region = shell.region('mfe_product');
      for (const [name, value] of Object.entries(target.options)) {
        if (value === 'Default Title') continue;
        const group = region.getByRole('group', { name: `Select ${name}` });
        await expect(group.getByRole('button', { name: value, exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
      }
    });
  });
}
