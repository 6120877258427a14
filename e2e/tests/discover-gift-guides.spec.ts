import { API_BASE_URL } from '../fixtures/ports';
import { VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`gift guides at ${size}`, () => {
    test.use({ viewport });

    test('/giftguides -> an audience -> a guide in its creator’s shop', async ({ shell, page }) => {
      await shell.goto('/giftguides');
      const region = shell.region('mfe_discover');
      await expect(region.getByRole('heading', { level: 1 })).toHaveText('Gift Guides');
      await expect(page).toHaveTitle('Gift Guides | LTK');
      const audiences = region.getByRole('list', { name: 'Who are you shopping for?' });
      await expect(audiences.getByRole('link', { name: 'For Pets' })).toHaveCount(0);
      await audiences.getByRole('link', { name: 'For Her' }).click();

      await expect(page).toHaveURL(/\/giftguides\/for_her$/);
      await expect(page).toHaveTitle('For Her | LTK');
      const guides = region.getByRole('region', { name: 'For Her' });
      const first = guides.getByRole('article').first();
      await expect(first).toBeVisible();
      const title = (await first.getAttribute('aria-label')) ?? '';
      expect(title).not.toBe('');
      await first.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(/\/explore\/[^/]+\/giftguides\/[0-9a-f-]{36}$/);
    });

    test('/gift-guides: hero, who are you shopping for, more categories, app links, four viral gifts', async ({
      shell,
      page,
    }) => {
      await shell.goto('/gift-guides');
      const region = shell.region('mfe_discover');
      await expect(region.getByRole('heading', { level: 1 })).toHaveText('Holiday Gift Guides');
      await expect(page).toHaveTitle('Holiday Gift Guides | LTK');
      const tiles = region.getByRole('list', { name: 'Who are you shopping for?' });
      await expect(tiles.getByRole('link')).toHaveText(['Gift Guides', 'Holiday', 'Popular Today']);
      await expect(region.getByRole('link', { name: 'Shop more categories' })).toHaveAttribute(
        'href',
        '/categories',
      );
      await expect(
        region
          .getByRole('region', { name: 'Shop gifts on the go' })
          .getByRole('link', { name: 'Get it on Google Play' }),
      ).toBeVisible();
      // The viral gifts: the gift-guide posts of the popular-today variant of GET /v2/ltks, in its order.
      const popular = (await (
        await fetch(`${API_BASE_URL}/v2/ltks?hashtag=ltkgiftguide&rank=24h&trending=true&styled=true&limit=4`)
      ).json()) as { ltks: { id: string }[] };
      expect(popular.ltks).toHaveLength(4);
      const viral = region.getByRole('list', { name: 'Viral Gifts' }).getByRole('link');
      await expect(viral).toHaveCount(4);
      expect(await viral.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        popular.ltks.map((post) => `/post/${post.id}`),
      );

      await tiles.getByRole('link', { name: 'Holiday' }).click();
      await expect(page).toHaveURL(/\/categories\/holiday$/);
      await expect(region.getByRole('heading', { level: 1 })).toHaveText('Holiday');
      await expect(region.locator('article').first()).toBeVisible();
    });
  });
}
