import { API_BASE_URL } from '../fixtures/ports';
import {
  expectPositionRestored,
  middleCard,
  positionBeforeOpening,
  renderedCards,
  scrollSettled,
  wheelUntilRendered,
} from '../fixtures/feed-position';
import { VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

/** The featured creator with the most posts (more than one page of 36), found through the api. */
async function longestShop(): Promise<{ displayName: string; total: number }> {
  const get = async <T>(path: string) => (await (await fetch(`${API_BASE_URL}${path}`)).json()) as T;
  const feed = await get<{ data: { profiles: { id: string; displayName: string }[] } }>(
    '/v3/activities/posts/global/featured?limit=36&includes=profiles',
  );
  let best = { displayName: '', total: 0 };
  for (const profile of feed.data.profiles.slice(0, 10)) {
    const posts = await get<{ meta: { totalResults: number } }>(
      `/v3/activities/posts/profile/${profile.id}?limit=36`,
    );
    if (posts.meta.totalResults > best.total)
      best = { displayName: profile.displayName, total: posts.meta.totalResults };
  }
  expect(best.total).toBeGreaterThan(36);
  return best;
}

const SCOPE = '#app-mfe_creator_shop';

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`creator shop posts at ${size}`, () => {
    test.use({ viewport });

    test('the posts list is virtualised: every page loads by scrolling, only the cards near the viewport are in the page and Back from a post restores the position', async ({
      shell,
      page,
    }) => {
      const shop = await longestShop();
      await shell.goto(`/explore/${shop.displayName}`);
      const posts = shell.region('mfe_creator_shop').getByRole('region', { name: 'Posts' });
      await expect(posts.locator('li[data-key] article').first()).toBeVisible();
      // First paint: the cards of the first viewports, not the whole page of 36.
      expect((await renderedCards(page, SCOPE)).count).toBeLessThan(36);

      // To the end of the creator's posts (the second page comes by scrolling).
      await wheelUntilRendered(page, SCOPE, shop.total);
      const { count } = await renderedCards(page, SCOPE);
      expect(count).toBeLessThan(shop.total);
      if (viewport.width < 600) expect(count).toBeLessThan(shop.total / 2);

      // Back up to the middle of the page (well away from its end), then to a post and back.
      await page.mouse.wheel(0, -Math.round((await page.evaluate(() => document.body.scrollHeight)) / 2));
      await expect.poll(() => scrollSettled(page, 30), { timeout: 15_000 }).toBe(true);
      const middle = await middleCard(page, SCOPE);
      expect(middle).not.toBeNull();
      const card = posts.locator(`li[data-key="${middle!.key}"]`);
      const link = card.locator(`a[href$="/posts/${middle!.key}"]`).first();
      const before = await positionBeforeOpening(page, link, card);
      expect(before.scrollY).toBeGreaterThan(viewport.height);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/posts/${middle!.key}$`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/explore/${shop.displayName}$`));
      await expectPositionRestored(page, card, before);
    });
  });
}
