import { VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';
import { shopCatalog } from './creator-shop-catalog';

const REGISTRATION = 'Unlock the full LTK experience';
const DESKTOP_TOP = 'Shop Creator looks you love on the LTK app';
const SMALL_APP_DOWNLOAD = 'Get the LTK app';

test.describe('banners at xs', () => {
  test.use({ viewport: VIEWPORTS.xs });

  test('logged out: registration banner, no desktop top banner', async ({ shell, page }) => {
    await shell.goto('/home');
    const banner = page.getByTestId('registration-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(REGISTRATION);
    await expect(banner.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(page.getByText(DESKTOP_TOP)).toHaveCount(0);
  });

  test('logged in: no registration banner', async ({ shell, page }) => {
    await shell.login();
    await shell.goto('/home');
    await expect(shell.region('mfe_discover').locator('article').first()).toBeVisible();
    await expect(page.getByText(REGISTRATION)).toHaveCount(0);
  });

  test('bottom banner: shows, closes by its close button and stays closed after a reload', async ({
    shell,
    page,
  }) => {
    await shell.goto('/home');
    const bottom = page.getByTestId('bottom-banner');
    await expect(bottom).toBeVisible();
    await expect(bottom.getByRole('link')).toHaveAttribute('href', /apps\.apple\.com/);
    // Section 9's banner margin: the bar is 76 px tall and the page keeps 76 px free under its end.
    expect((await bottom.boundingBox())?.height).toBe(76);
    await expect(page.locator('body')).toHaveCSS('padding-bottom', '76px');
    // What is under the page's end (the footer) is that margin: scrolled to the end, the bar covers only it.
    const underFooter = () =>
      page.evaluate(() => {
        const footer = document.getElementById('footer')!.getBoundingClientRect();
        return Math.round(document.documentElement.scrollHeight - (footer.bottom + window.scrollY));
      });
    expect(await underFooter()).toBe(76);
    await bottom.getByRole('button', { name: 'Close' }).click();
    await expect(bottom).toHaveCount(0);

    await page.reload();
    // The registration banner renders with the other banners: once it shows, the bottom banner would have too.
    await expect(page.getByTestId('registration-banner')).toBeVisible();
    await expect(page.getByTestId('bottom-banner')).toHaveCount(0);
  });

  test("a creator shop's floating follow bar takes the bottom: the app banner yields, and the page's end is not covered", async ({
    shell,
    page,
  }) => {
    const { displayName } = await shopCatalog();
    await shell.goto(`/explore/${displayName}`);
    const bar = shell.region('mfe_creator_shop').getByTestId('floating-follow');
    await expect(bar).toBeVisible();
    // The registration banner renders with the other banners: once it shows, the bottom banner would have too.
    await expect(page.getByTestId('registration-banner')).toBeVisible();
    await expect(page.getByTestId('bottom-banner')).toHaveCount(0);
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORTS.xs.height);
    // At the end of the page the bar has stopped at the end of the shop's page: the footer below it is not covered.
    // Scrolled to the end on every try: the shop's feed may still be loading posts, which moves the end further down.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const footer = (await page.locator('#footer').boundingBox())!;
        const floating = (await bar.boundingBox())!;
        return floating.y + floating.height <= footer.y && footer.y < VIEWPORTS.xs.height;
      })
      .toBe(true);
    // Still pressable: a logged-out follow asks the visitor to sign up.
    await bar.getByRole('button', { name: /follow/i }).click();
    await expect(page).toHaveURL(/\/signup/);
  });

  test('/ltk-shopping-app shows no app-download banner', async ({ shell, page }) => {
    await shell.goto('/ltk-shopping-app');
    await expect(page.getByTestId('registration-banner')).toBeVisible();
    await expect(page.getByTestId('bottom-banner')).toHaveCount(0);
    await expect(page.locator('#banners').getByText(SMALL_APP_DOWNLOAD)).toHaveCount(0);
  });
});

test.describe('banners at lg', () => {
  test.use({ viewport: VIEWPORTS.lg });

  test('desktop top banner shows and closes; no registration banner', async ({ shell, page }) => {
    await shell.goto('/home');
    const banner = page
      .getByRole('region', { name: DESKTOP_TOP })
      .or(page.locator('#banners').getByLabel(DESKTOP_TOP));
    await expect(banner.first()).toBeVisible();
    await expect(page.getByText(REGISTRATION)).toHaveCount(0);
    await banner.first().getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText(DESKTOP_TOP)).toHaveCount(0);
  });

  test('desktop top banner stays closed after a reload', async ({ shell, page }) => {
    await shell.goto('/home');
    const banner = page.locator('#banners').getByLabel(DESKTOP_TOP);
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText(DESKTOP_TOP)).toHaveCount(0);

    await page.reload();
    // Banners render in the same React tree as the header: once the header shows, a banner would have too.
    await expect(page.locator('#header header').first()).toBeVisible();
    await expect(page.getByText(DESKTOP_TOP)).toHaveCount(0);
  });

  test('/ltk-shopping-app shows no app-download banner', async ({ shell, page }) => {
    await shell.goto('/ltk-shopping-app');
    await expect(page.locator('#header header').first()).toBeVisible();
    await expect(page.locator('#banners').getByText(DESKTOP_TOP)).toHaveCount(0);
    await expect(page.getByTestId('bottom-banner')).toHaveCount(0);
  });
});
