import AxeBuilder from '@axe-core/playwright';
import { VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`accessibility of /home at ${size}`, () => {
    test.use({ viewport });

    test('axe finds no serious or critical violations', async ({ shell, page }) => {
      await shell.goto('/home');
      await expect(shell.region('mfe_discover').locator('article').first()).toBeVisible();
      await expect(page.getByTestId('header-search-slot').locator('input').first()).toBeAttached();
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
          count: v.nodes.length,
        }));
      expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
    });
  });
}
