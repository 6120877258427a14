import { expect, test } from '../fixtures/test';

/** The two widths issue 24 names for this flow (phone, desktop). */
const SIZES = {
  '390': { width: 390, height: 844 },
  '1280': { width: 1280, height: 900 },
} as const;

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`gift-guide recipients shared by discover and creator shops at ${size}`, () => {
    test.use({ viewport });

    test('/giftguides, then a creator’s Gift Guides tab in the same page: the tab lists guides', async ({
      shell,
      page,
    }) => {
      const recipientReads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/gift_guide/get_localized_categories'))
          recipientReads.push(request.url());
      });
      await shell.goto('/giftguides');
      const discover = shell.region('mfe_discover');
      const audiences = discover.getByRole('list', { name: 'Who are you shopping for?' });
      await audiences.getByRole('link', { name: 'For Her' }).click();
      const guide = discover.getByRole('region', { name: 'For Her' }).getByRole('article').first();
      const title = (await guide.getAttribute('aria-label')) ?? '';
      await guide.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(/\/explore\/[^/]+\/giftguides\/[0-9a-f-]{36}$/);

      // Client-side navigation: the same store holds discover's read of the recipients.
      const shop = shell.region('mfe_creator_shop');
      await shop
        .getByRole('navigation', { name: /'s shop$/ })
        .getByRole('link', { name: 'Gift Guides' })
        .click();
      await expect(page).toHaveURL(/\/explore\/[^/]+\/giftguides$/);
      const guides = shop.getByRole('region', { name: 'Gift Guides' });
      await expect(guides.getByRole('article').first()).toBeVisible();
      await expect(shop.getByRole('status')).toHaveCount(0);
      // One read of the locale's recipients serves both remotes.
      expect(recipientReads).toHaveLength(1);
    });
  });
}
