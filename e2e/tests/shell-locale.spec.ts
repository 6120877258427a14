import { ShellHeader, VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

test.describe('locale switch', () => {
  test.use({ viewport: VIEWPORTS.lg });

  test('French shows in the header, the search box and the discover feed without a reload', async ({
    shell,
    page,
    context,
  }) => {
    const header = new ShellHeader(page);
    await shell.goto('/home');
    const feed = shell.region('mfe_discover');
    await expect(feed.getByText('For you').first()).toBeVisible();
    await expect(header.searchInput).toHaveAttribute('placeholder', 'Search LTK');
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    await header.languageSelect.selectOption('fr');
    await expect(header.primaryNav.getByRole('link', { name: 'Découvrir' })).toBeVisible();
    await expect(header.primaryNav.getByRole('link', { name: 'Alerte soldes' })).toBeVisible();
    await expect(header.loginLink).toHaveCount(0);
    await expect(header.root.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(header.searchInput).toHaveAttribute('placeholder', 'Rechercher sur LTK');
    await expect(feed.getByText('Pour vous').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('fr');

    // back to English (the cookie too)
    await header.languageSelect.selectOption('en');
    await expect(header.primaryNav.getByRole('link', { name: 'Discover', exact: true })).toBeVisible();
    await expect(feed.getByText('For you').first()).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en');
  });
});
