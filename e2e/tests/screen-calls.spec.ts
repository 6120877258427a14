import type { Page } from '@playwright/test';
import { seriousAxeFindings } from '../fixtures/axe';
import { VIEWPORTS } from '../fixtures/shell-header';
import { ShellHeader } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

// Issue 25, "calls the front end never makes": each call on the screen part that uses it, through the real api.

/** Opens the header's search menu (at xs through the search button) and returns its listbox. */
async function openSearchMenu(page: Page, size: string) {
  const header = new ShellHeader(page);
  if (size === 'xs') await header.root.getByRole('button', { name: 'Open search' }).click();
  await header.searchInput.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  return listbox;
}

const recommendationCalls = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (
      /\/v1\/recommendations\/ltk_profile_recommendations\/|\/v2\/recommended_profiles\//.test(request.url())
    )
      urls.push(request.url());
  });
  return urls;
};

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`screen calls at ${size}`, () => {
    test.use({ viewport });

    test('search menu: Popular Creators only when logged in; logged out it fetches no recommended profiles', async ({
      shell,
      page,
    }) => {
      const calls = recommendationCalls(page);
      await shell.goto('/home');
      await expect(new ShellHeader(page).loginLink).toBeVisible();
      const anonymous = await openSearchMenu(page, size);
      await expect(anonymous.getByRole('group', { name: 'Popular Searches' })).toBeVisible();
      await expect(anonymous.getByRole('group', { name: 'Popular Creators' })).toHaveCount(0);
      expect(calls).toEqual([]);
      expect(await seriousAxeFindings(page, '#header')).toEqual([]);

      await shell.loginAtHome();
      const signedIn = await openSearchMenu(page, size);
      const creators = signedIn.getByRole('group', { name: 'Popular Creators' });
      await expect(creators.getByRole('option')).toHaveCount(3);
      expect(calls.some((url) => url.includes('ltk_profile_recommendations/?limit=3'))).toBe(true);
      expect(await seriousAxeFindings(page, '#header')).toEqual([]);
    });
  });
}
