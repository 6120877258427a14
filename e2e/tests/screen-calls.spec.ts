import type { Page } from '@playwright/test';
import { signUpFreshAccount } from '../fixtures/accounts';
import { seriousAxeFindings } from '../fixtures/axe';
import { VIEWPORTS } from '../fixtures/shell-header';
import { ShellHeader } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

// Issue 25, "calls the front end never makes": each call on the screen part that uses it, through the real api.

/** Opens the header's search menu (at xs through the search button) and returns its listbox. */
async function openSearchMenu(page: Page, size: string) {
  const header = new ShellHeader(page);
  if (size === 'xs') await header.root.getByRole('button', { name: 'Open search' }).click();
  await header.searchInput.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  return listbox;
}

const recommendationCalls = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (
      /\/v1\/recommendations\/ltk_profile_recommendations\/|\/v2\/recommended_profiles\//.test(request.url())
    )
      urls.push(request.url());
  });
  return urls;
};

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`screen calls at ${size}`, () => {
    test.use({ viewport });

    test('search menu: Popular Creators only when logged in; logged out it fetches no recommended profiles', async ({
      shell,
      page,
    }) => {
      const calls = recommendationCalls(page);
      await shell.goto('/home');
      await expect(new ShellHeader(page).loginLink).toBeVisible();
      const anonymous = await openSearchMenu(page, size);
      await expect(anonymous.getByRole('group', { name: 'Popular Searches' })).toBeVisible();
      await expect(anonymous.getByRole('group', { name: 'Popular Creators' })).toHaveCount(0);
      expect(calls).toEqual([]);
      expect(await seriousAxeFindings(page, '#header')).toEqual([]);

      await shell.loginAtHome();
      const signedIn = await openSearchMenu(page, size);
      const creators = signedIn.getByRole('group', { name: 'Popular Creators' });
      await expect(creators.getByRole('option')).toHaveCount(3);
      expect(calls.some((url) => url.includes('ltk_profile_recommendations/?limit=3'))).toBe(true);
      expect(await seriousAxeFindings(page, '#header')).toEqual([]);
    });

    test('favorite posts: "Creators you may like" from GET /v2/recommended_profiles/, each followable', async ({
      shell,
      page,
    }) => {
      const account = await signUpFreshAccount('recommended');
      await shell.login(account.email, account.password);
      const recommended = page.waitForResponse(
        (r) => r.url().includes('/v2/recommended_profiles/') && r.request().method() === 'GET',
      );
      await shell.goto('/account/favorites/posts');
      const response = await recommended;
      expect(response.status()).toBe(200);
      expect(new URL(response.url()).searchParams.get('limit')).toBe('3');
      const section = shell.region('mfe_account').getByRole('region', { name: 'Creators you may like' });
      const items = section.getByRole('listitem');
      await expect(items).toHaveCount(3);
      const { profiles } = (await response.json()) as { profiles: { displayName: string }[] };
      const first = profiles[0]!.displayName;
      await expect(items.first().getByRole('link', { name: first })).toHaveAttribute(
        'href',
        `/explore/${encodeURIComponent(first)}`,
      );
      // The new shopper has liked nothing: the empty state stays below the section.
      await expect(shell.region('mfe_account').getByText("You haven't liked any posts yet.")).toBeVisible();
      expect(await seriousAxeFindings(page, '#app-mfe_account')).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`recommended-creators-${size}.png`) });

      const followed = page.waitForResponse(
        (r) => r.url().includes('/v2/follows/') && r.request().method() === 'POST',
      );
      await items.first().getByRole('button', { name: 'Follow' }).click();
      expect((await followed).status()).toBeLessThan(300);
      await expect(items.first().getByRole('button', { name: 'Following' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // Keyboard: the shop link and the button are reachable and named.
      await items.nth(1).getByRole('link').focus();
      await page.keyboard.press('Tab');
      await expect(items.nth(1).getByRole('button', { name: 'Follow' })).toBeFocused();
    });

    test('product page reached by a product link asks GET /v1/retailer_product_links/{id} and shows its variants', async ({
      shell,
      page,
      data,
    }) => {
      const link = page.waitForResponse((r) => r.url().includes('/v1/retailer_product_links/'));
      await shell.goto(`/products/${data.productDetailsId}?li=${data.postId}`);
      const response = await link;
      expect(response.status()).toBe(200);
      expect(new URL(response.url()).pathname).toBe(`/v1/retailer_product_links/${data.productDetailsId}`);
      const { retailerProductLink } = (await response.json()) as {
        retailerProductLink: { retailerProductId: string | null };
      };
      expect(retailerProductLink.retailerProductId).toBeTruthy();
      const region = shell.region('mfe_product');
      await expect(region.getByRole('heading', { level: 1, name: data.productName })).toBeVisible();
      expect(await seriousAxeFindings(page, '#app-mfe_product')).toEqual([]);

      // A product page without a link query asks no link.
      const calls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/v1/retailer_product_links/')) calls.push(r.url());
      });
      await shell.goto(`/products/${data.productDetailsId}`);
      await expect(region.getByRole('heading', { level: 1, name: data.productName })).toBeVisible();
      expect(calls).toEqual([]);
    });
  });
}
