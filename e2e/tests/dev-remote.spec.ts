import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findBuyableProduct, type BuyableProduct } from '../fixtures/buyable-product';
import { PORTS } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';

// `npm run dev:remote -- mfe-product` inside the running composed site: the override loads the dev server's build,
// and an edit of a component shows in place, without a reload, with the component's state kept (React Fast Refresh).
const ROOT = path.resolve(import.meta.dirname, '../..');
const DEV_PORT = PORTS.mfe_product + 100;
const MANIFEST = `http://localhost:${DEV_PORT}/mf-manifest.json`;
const EDITED = path.join(ROOT, 'mfe-product/src/features/product-details/components/product-policies.tsx');
const BODY = '{open.body}</p>';
const EDITED_TEXT = 'Edited while the dialog stayed open';

let server: ChildProcess | undefined;
let product: BuyableProduct;

async function manifestUp() {
  try {
    return (await fetch(MANIFEST)).ok;
  } catch {
    return false;
  }
}

test.describe('a dev remote inside the composed site', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000); // a first dev compile of the remote, on a machine the suite already loads
    product = await findBuyableProduct();
    server = spawn(process.execPath, [path.join(ROOT, 'scripts/dev-remote.mjs'), 'mfe-product'], {
      cwd: ROOT,
      stdio: 'ignore',
      detached: true,
    });
    await expect.poll(manifestUp, { timeout: 280_000, intervals: [1000] }).toBe(true);
  });

  test.afterEach(async ({ page }) => {
    await page.evaluate(() => window.localStorage.removeItem('ltk-remote-overrides'));
  });

  test.afterAll(async () => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  });

  test('an edit shows in place with no reload and the open dialog kept', async ({ shell, page }) => {
    test.setTimeout(120_000);
    const source = readFileSync(EDITED, 'utf8');
    expect(source).toContain(BODY);
    const fromDevServer = page.waitForRequest(`http://localhost:${DEV_PORT}/remoteEntry.js`);
    await shell.goto(`/products/${product.productDetailsId}?override=mfe_product=${MANIFEST}`);
    await fromDevServer;
    const region = shell.region('mfe_product');
    await expect(region.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    // The dev server's build has no errors (it would lay its error overlay over the page).
    await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);

    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.evaluate(() => Object.assign(window, { devRemoteMarker: 'before the edit' }));
    await region.getByRole('button', { name: 'Shipping Policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shipping Policy' });
    await expect(dialog).toContainText(/shipping/i);
    await expect(dialog).not.toContainText(EDITED_TEXT);

    try {
      writeFileSync(EDITED, source.replace(BODY, `{open.body} ${EDITED_TEXT}</p>`));
      await expect(dialog).toContainText(EDITED_TEXT, { timeout: 60_000 });
    } finally {
      writeFileSync(EDITED, source);
    }
    // The dialog is open only while ProductPolicies keeps its state; the marker only while the page was not reloaded.
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => (window as { devRemoteMarker?: string }).devRemoteMarker)).toBe(
      'before the edit',
    );
    expect(navigations).toBe(0);
    // The restored source goes back in place too.
    await expect(dialog).not.toContainText(EDITED_TEXT, { timeout: 60_000 });
    await expect(dialog).toBeVisible();
    expect(shell.errors).toEqual([]);
  });
});
