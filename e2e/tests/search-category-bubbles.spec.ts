import { seriousAxeFindings } from '../fixtures/axe';
import { API_BASE_URL } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';

// 'Shop by category' on /search before a keyword (decision 0062): the category bubbles of
// POST /v1/presentation/modules/v1_bubbles, each a link to its category page. At a phone's and a laptop's screen,
// through the real api.
const SIZES = {
  '390': { width: 390, height: 844 },
  '1280': { width: 1280, height: 720 },
} as const;

interface Bubble {
  key: string;
  title: string;
}

/** The api's own answer: the items of the us bubbles module, in its order. */
async function bubbles(): Promise<Bubble[]> {
  const response = await fetch(`${API_BASE_URL}/v1/presentation/modules/v1_bubbles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ country_code: 'us', date: '2026-11-29', version: '1' }),
  });
  const body = (await response.json()) as { modules: { type: string; items: Bubble[] }[] };
  return body.modules.find((module) => module.type === 'v1_bubbles')?.items ?? [];
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`search category bubbles at ${size}`, () => {
    test.use({ viewport });

    test('before a keyword: the api bubbles as named links, to the category page by keyboard, axe clean', async ({
      shell,
      page,
    }) => {
      const expected = await bubbles();
      expect(expected.length).toBeGreaterThan(3);
      const requests: Record<string, unknown>[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/v1/presentation/modules/v1_bubbles'))
          requests.push(request.postDataJSON() as Record<string, unknown>);
      });

      await shell.goto('/search');
      const region = shell.region('mfe_search');
      await expect(region.getByText('Type a keyword to search posts and creators.')).toBeVisible();
      const list = region.getByRole('list', { name: 'Shop by category' });
      const links = list.getByRole('link');
      await expect(links).toHaveCount(expected.length);
      await expect(links).toHaveText(expected.map((bubble) => bubble.title));
      await expect(links.first()).toHaveAttribute('href', `/categories/${expected[0]!.key}`);
      await expect(list.locator('img').first()).toHaveJSProperty('complete', true);
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ country_code: 'us', version: '1' });
      expect(String(requests[0]!.date)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // The row fits the page's width: at 390 it scrolls sideways, not the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await seriousAxeFindings(page, '#app-mfe_search')).toEqual([]);

      // The second bubble, reached with Tab from the first, opens its category page.
      const second = expected[1]!;
      await links.first().focus();
      await page.keyboard.press('Tab');
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/categories/${second.key}$`));
      await expect(page.getByRole('heading', { name: second.title, level: 1 })).toBeVisible();
    });

    test('a failed bubbles call leaves the row out and the page works', async ({ shell, page }) => {
      await page.route('**/v1/presentation/modules/v1_bubbles', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500}' }),
      );
      const failed = page.waitForResponse((response) =>
        response.url().endsWith('/v1/presentation/modules/v1_bubbles'),
      );
      await shell.goto('/search');
      await failed;
      const region = shell.region('mfe_search');
      await expect(region.getByText('Type a keyword to search posts and creators.')).toBeVisible();
      await expect(region.getByRole('tab', { name: 'Creators' })).toBeVisible();
      await expect(region.getByRole('heading', { name: 'Shop by category' })).toHaveCount(0);
      await expect(region.getByRole('alert')).toHaveCount(0);
      expect(shell.errors).toEqual([]);
    });
  });
}
