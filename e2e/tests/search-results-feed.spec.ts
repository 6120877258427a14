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

/** A keyword of the seed with many post results (hundreds: more than a few pages of 20). */
const KEYWORD = 'asked';
/** Pages scrolled through before checking what the page holds. */
const PAGES = 5;
const SCOPE = '#app-mfe_search';

async function postHits(): Promise<number> {
  const response = await fetch(`${API_BASE_URL}/v2/search/post/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: KEYWORD, page: 0, limit: 20 }),
  });
  return ((await response.json()) as { data: { nbHits: number } }).data.nbHits;
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`search results at ${size}`, () => {
    test.use({ viewport });

    test('the post results are virtualised: pages load by scrolling, only the cards near the viewport are in the page, and Back from a post restores the position', async ({
      shell,
      page,
    }) => {
      expect(await postHits()).toBeGreaterThan(PAGES * 20);
      const searches: number[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/v2/search/post/'))
          searches.push((request.postDataJSON() as { page: number }).page);
      });
      await shell.goto(`/search?keyword=${KEYWORD}`);
      const results = shell.region('mfe_search').getByRole('region', { name: 'Posts' });
      await expect(results.locator('li[data-key] article').first()).toBeVisible();
      expect((await renderedCards(page, SCOPE)).count).toBeLessThan(20);

      await wheelUntilRendered(page, SCOPE, PAGES * 20);
      expect(searches.slice(0, PAGES)).toEqual([0, 1, 2, 3, 4]);
      const { count } = await renderedCards(page, SCOPE);
      expect(count).toBeLessThan(PAGES * 20 * (viewport.width < 600 ? 0.5 : 0.75));

      // Back up to the middle of what is loaded, then to a post (another remote) and back.
      await page.mouse.wheel(0, -Math.round((await page.evaluate(() => document.body.scrollHeight)) / 2));
      await expect.poll(() => scrollSettled(page, 30), { timeout: 15_000 }).toBe(true);
      const middle = await middleCard(page, SCOPE);
      expect(middle).not.toBeNull();
      const card = results.locator(`li[data-key="${middle!.key}"]`);
      const link = card.locator(`a[href="/post/${middle!.key}"]`).first();
      const before = await positionBeforeOpening(page, link, card);
      expect(before.scrollY).toBeGreaterThan(viewport.height);
      const searchesBefore = searches.length;
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/post/${middle!.key}$`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/search\\?keyword=${KEYWORD}$`));
      await expectPositionRestored(page, card, before);
      // The loaded pages came back with the page: no search asked again.
      expect(searches.slice(searchesBefore)).toEqual([]);
    });
  });
}
