import type { Page } from '@playwright/test';
import { ShellHeader } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

/**
 * Section 9's log levels: the apps' logger prints at the page's level or above, the level written in
 * /runtime-config.json (`logLevel`, default info). A failed suggestions read is logged as a warning by the search menu.
 */

/** Opens the search menu, types a term whose suggestions read fails, and returns the console warnings of the page. */
async function failedSuggestionWarnings(page: Page, logLevel?: string): Promise<string[]> {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    if (logLevel === undefined) delete config.logLevel;
    else config.logLevel = logLevel;
    await route.fulfill({ response, json: config });
  });
  await page.route('**/v2/suggestions/global/**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":503}' }),
  );
  const suggestionsRead = page.waitForResponse((response) =>
    response.url().includes('/v2/suggestions/global/'),
  );
  const header = new ShellHeader(page);
  await page.goto('/home');
  await header.searchInput.click();
  await header.searchInput.fill('dress');
  await suggestionsRead;
  // The read's failure is handled in the page a moment after its response: give it that moment.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
  return warnings;
}

test.describe('log levels at 1280', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('at the default level (info) the warning is printed', async ({ page }) => {
    expect(await failedSuggestionWarnings(page)).toEqual(
      expect.arrayContaining([expect.stringContaining('Error fetching')]),
    );
  });

  test("at 'error' it is not", async ({ page }) => {
    const warnings = await failedSuggestionWarnings(page, 'error');
    expect(warnings.filter((line) => line.includes('Error fetching'))).toEqual([]);
  });

  test('a level that is not one is info, and said', async ({ page }) => {
    const warnings = await failedSuggestionWarnings(page, 'verbose');
    expect(warnings).toEqual(
      expect.arrayContaining([
        'logLevel "verbose" is not one of debug, info, log, warn, error: using info',
        expect.stringContaining('Error fetching'),
      ]),
    );
  });
});
