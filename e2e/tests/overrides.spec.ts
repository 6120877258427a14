import path from 'node:path';
import type { Server } from 'node:http';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';
import { expect, test } from '../fixtures/test';
import { PORTS } from '../fixtures/ports';

// An allowed origin in the runtime config written by scripts/: the remote's own port + 100.
const OVERRIDE_PORT = PORTS.mfe_product + 100;
const ROOT = path.resolve(import.meta.dirname, '../..');

test.describe('remote overrides', () => {
  let server: Server;

  test.beforeAll(async () => {
    server = createStaticServer({ root: path.join(ROOT, 'mfe-product/dist') });
    await new Promise<void>((resolve) => server.listen(OVERRIDE_PORT, resolve));
  });

  test.afterEach(async ({ page }) => {
    await page.evaluate(() => window.localStorage.removeItem('ltk-remote-overrides'));
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test('an override to an allowed origin loads the remote from there', async ({ shell, page, data }) => {
    const fromOverride = page.waitForRequest(`http://localhost:${OVERRIDE_PORT}/remoteEntry.js`);
    await shell.goto(
      `/post/${data.postId}?override=mfe_product=http://localhost:${OVERRIDE_PORT}/mf-manifest.json`,
    );
    await fromOverride;
    await expect(shell.region('mfe_product').getByText(data.productName).first()).toBeVisible();
  });

  test('a foreign-origin override is refused with a warning and never loaded', async ({
    shell,
    page,
    data,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('http://127.0.0.1:3999')) foreign.push(request.url());
    });
    const fromDeployed = page.waitForRequest(`http://localhost:${PORTS.mfe_product}/remoteEntry.js`);
    await shell.goto(`/post/${data.postId}?override=mfe_product=http://127.0.0.1:3999/mf-manifest.json`);
    await fromDeployed;
    await expect(shell.region('mfe_product').getByText(data.productName).first()).toBeVisible();
    expect(foreign).toEqual([]);
    expect(shell.warnings.some((w) => w.includes('override refused for mfe_product'))).toBe(true);
  });
});
