import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/** The sizes a shopper uses: a phone and a laptop. */
const SIZES = {
  '390': { width: 390, height: 844 },
  '1280': { width: 1280, height: 900 },
} as const;

/** axe's findings on the page. */
async function axeFindings(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Whether a row overflows its box (it scrolls), and the scroll hint's layers (covers and shadows). */
const rowOf = (row: Locator) =>
  row.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      scrolls: el.scrollWidth > el.clientWidth + 1,
      hint:
        style.backgroundAttachment === 'local, local, scroll, scroll' &&
        /gradient/.test(style.backgroundImage),
    };
  });

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`layout polish at ${size}`, () => {
    test.use({ viewport });

    test('rows of links cut by the screen show that they scroll', async ({ shell, page }) => {
      await shell.goto('/home');
      const categories = page.locator('#header nav');
      const tabs = shell.region('mfe_discover').getByRole('navigation').first();
      await expect(categories.getByRole('link', { name: 'Discover' })).toBeVisible();
      await expect(tabs.getByRole('link').first()).toBeVisible();
      const header = await rowOf(categories);
      expect(header.hint).toBe(true);
      expect((await rowOf(tabs)).hint).toBe(true);
      // At 390 the category row is cut ("Finds Under $50" out of view): the hint's shadow shows at its right edge.
      expect(header.scrolls).toBe(size === '390');
      expect(await axeFindings(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`home-rows-${size}.png`) });
    });
  });
}

test.describe('header links at 1280', () => {
  test.use({ viewport: SIZES['1280'] });

  test('the external "Apply to be a Creator" link looks like its neighbours', async ({ shell, page }) => {
    await shell.goto('/home');
    const header = page.locator('#header header');
    const looks = (name: string) =>
      header.getByRole('link', { name, exact: true }).evaluate((el) => {
        const style = getComputedStyle(el);
        return { line: style.textDecorationLine, color: style.color, size: style.fontSize };
      });
    const logIn = await looks('Log in');
    expect(logIn.line).toBe('none');
    expect(await looks('Sign up')).toEqual(logIn);
    expect(await looks('Apply to be a Creator')).toEqual(logIn);
  });
});
