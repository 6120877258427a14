import { VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`deals, sitemap and recommended creators at ${size}`, () => {
    test.use({ viewport });

    test('/deals: the sale categories with their posts', async ({ shell, page }) => {
      await shell.goto('/deals');
      const region = shell.region('mfe_discover');
      await expect(region.getByRole('heading', { level: 1 })).toHaveText('Deals');
      await expect(page).toHaveTitle('Deals | LTK');
      const sale = region.getByRole('region', { name: 'Sale Alert' });
      await expect(sale.getByRole('link', { name: /^Sale Alert post/ })).toHaveCount(4);
      await sale.getByRole('link', { name: 'Shop all Sale Alert' }).click();
      await expect(page).toHaveURL(/\/categories\/salealert$/);
    });

    test('/sitemap: categories and creators; /creators/matching: recommended creators', async ({
      shell,
      page,
    }) => {
      await shell.goto('/sitemap');
      const region = shell.region('mfe_discover');
      await expect(
        region.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Holiday' }),
      ).toBeVisible();
      await expect(region.getByRole('list', { name: 'Creators' }).getByRole('link')).not.toHaveCount(0);
      await region
        .getByRole('list', { name: 'Pages' })
        .getByRole('link', { name: 'Recommended Creators' })
        .click();
      await expect(page).toHaveURL(/\/creators\/matching$/);
      await expect(page).toHaveTitle('Recommended Creators | LTK');
      const first = region.getByRole('list', { name: 'Recommended Creators' }).getByRole('link').first();
      const name = (await first.textContent()) ?? '';
      await first.click();
      await expect(page).toHaveURL(new RegExp(`/explore/${encodeURIComponent(name)}$`));
    });
  });
}
