import { VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

const APP_STORE = 'https://apps.apple.com/app/id1154027990';
const GOOGLE_PLAY = 'https://play.google.com/store/apps/details?id=com.rewardstyle.liketoknowit';

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`app landing pages at ${size}`, () => {
    test.use({ viewport });

    test('/ltk-shopping-app: four promo blocks, over 10 million users rating 4.9, the app-store links', async ({
      shell,
      page,
    }) => {
      await shell.goto('/ltk-shopping-app');
      const region = shell.region('mfe_discover');
      await expect(region.getByRole('heading', { level: 1 })).toHaveText('Shop your favorite creators');
      await expect(region.getByRole('region')).toHaveCount(4);
      const community = region.getByRole('region', { name: 'Join over 10 million shoppers' });
      await expect(community).toContainText('4.9');
      await expect(community.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
        'href',
        APP_STORE,
      );
      await expect(community.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
        'href',
        GOOGLE_PLAY,
      );
      await expect(page).toHaveTitle('Download the LTK App | LTK');
    });

    test("/ltk-chat: 'Install the App for Chat' replaces the first block", async ({ shell, page }) => {
      await shell.goto('/ltk-chat');
      const region = shell.region('mfe_discover');
      await expect(region.getByRole('heading', { level: 1 })).toHaveText('Install the App for Chat');
      await expect(region.getByRole('region')).toHaveCount(4);
      await expect(region.getByRole('heading', { name: 'Shop your favorite creators' })).toHaveCount(0);
      await expect(region.getByRole('region', { name: 'Join over 10 million shoppers' })).toBeVisible();
      await expect(page).toHaveTitle('Chat with Creators | LTK');
    });
  });
}
