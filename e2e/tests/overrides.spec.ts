import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';
import { expect, test } from '../fixtures/test';
import { PORTS } from '../fixtures/ports';

// Allowed origins in the runtime config written by scripts/: each remote's own port + 100.
const OVERRIDE_PORT = PORTS.mfe_product + 100;
const BROKEN_PORT = PORTS.mfe_creator_shop + 100;
const ROOT = path.resolve(import.meta.dirname, '../..');
const SIZES = { 390: { width: 390, height: 844 }, 1280: { width: 1280, height: 900 } } as const;
const BROKEN_MANIFEST = `http://localhost:${BROKEN_PORT}/mf-manifest.json`;
const EXPORT_CAUSE =
  'mfe_product/app does not export single-spa lifecycles (bootstrap, mount, unmount functions): bootstrap is missing, mount is an object';

/**
 * A foreign build of mfe_product: a real federation container (manifest + global entry) whose `./app` exports
 * the wrong shape, as a remote built with another bundler setup would.
 */
function writeBrokenRemote(dir: string) {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'mfe-product/dist/mf-manifest.json'), 'utf8')) as {
    shared: unknown[];
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ ...manifest, shared: [] }));
  writeFileSync(
    path.join(dir, 'remoteEntry.js'),
    `self.mfe_product = {
  init: function () {},
  get: function (id) {
    return Promise.resolve(function () { return { mount: { render: true }, unmount: function () {} }; });
  },
};\n`,
  );
}

interface DeployedConfig {
  remotes: Record<string, string>;
  overrides: { enabled: boolean; allowedOrigins: string[] };
}

/** Serves the deployed runtime config with `change` applied (a deploy with other settings). */
async function deployConfig(page: Page, change: (config: DeployedConfig) => void) {
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as DeployedConfig;
    change(config);
    await route.fulfill({ response, json: config });
  });
}

// A copy of mfe-product's build and the broken foreign build, each on an allowed override origin.
let brokenDir = '';
const servers: Server[] = [];

test.beforeAll(async () => {
  brokenDir = mkdtempSync(path.join(os.tmpdir(), 'ltk-broken-remote-'));
  writeBrokenRemote(brokenDir);
  for (const [root, port] of [
    [path.join(ROOT, 'mfe-product/dist'), OVERRIDE_PORT],
    [brokenDir, BROKEN_PORT],
  ] as const) {
    const server = createStaticServer({ root });
    await new Promise<void>((resolve) => server.listen(port, resolve));
    servers.push(server);
  }
});

test.afterEach(async ({ page }) => {
  await page.evaluate(() => window.localStorage.removeItem('ltk-remote-overrides')).catch(() => undefined);
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(brokenDir, { recursive: true, force: true });
});

test.describe('remote overrides', () => {
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

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`runtime contract checks at ${size}`, () => {
    test.use({ viewport });

    test('a remote exposing the wrong ./app shape: its region names the cause while overrides are enabled', async ({
      shell,
      page,
      data,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const analytics = page.waitForRequest(
        (request) =>
          request.url().endsWith('/analytics/events') &&
          request.postData()?.includes('/remote/error') === true,
      );
      await shell.goto(`/post/${data.postId}?override=mfe_product=${BROKEN_MANIFEST}`);
      const cause = shell.fallback.getByTestId('remote-fallback-cause');
      await expect(cause).toContainText(`Cause (export): ${EXPORT_CAUSE}`);
      await expect(shell.fallback).toContainText('This section is unavailable right now.');
      expect(errors.some((e) => e.includes(`[shell] ${EXPORT_CAUSE}`) && e.includes('(cause: export)'))).toBe(
        true,
      );
      const batch = JSON.parse((await analytics).postData() ?? '{}') as {
        records: { name: string; properties: Record<string, unknown> }[];
      };
      expect(batch.records.find((r) => r.name === '/remote/error')?.properties).toMatchObject({
        remote: 'mfe_product',
        cause: 'export',
        message: expect.stringContaining(EXPORT_CAUSE),
      });
      await page.screenshot({ path: test.info().outputPath(`fallback-cause-${size}.png`), fullPage: true });
    });

    test('shoppers keep the generic fallback when overrides are disabled', async ({ shell, page, data }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // A production deploy whose registry points at the broken build, overrides off.
      await deployConfig(page, (config) => {
        config.remotes.mfe_product = BROKEN_MANIFEST;
        config.overrides = { enabled: false, allowedOrigins: [] };
      });
      await shell.goto(`/post/${data.postId}`);
      await expect(shell.fallback).toContainText('This section is unavailable right now.');
      await expect.poll(() => errors.some((e) => e.includes('(cause: export)'))).toBe(true);
      await expect(shell.fallback.getByTestId('remote-fallback-cause')).toHaveCount(0);
      await expect(shell.fallback).not.toContainText('mfe_product/app');
    });
  });
}

const badgeOf = (page: Page) => page.getByRole('complementary', { name: 'Remote overrides' });

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`overrides badge at ${size}`, () => {
    test.use({ viewport });

    test('lists an active override and a refused one with its reason, from the keyboard', async ({
      shell,
      page,
      data,
    }) => {
      await shell.goto(
        `/post/${data.postId}?override=mfe_product=http://localhost:${OVERRIDE_PORT}/mf-manifest.json&override=mfe_cart=http://127.0.0.1:3999/mf-manifest.json`,
      );
      await expect(shell.region('mfe_product').getByText(data.productName).first()).toBeVisible();
      const badge = badgeOf(page);
      const toggle = badge.getByRole('button', { name: 'Overrides: 1 active, 1 refused' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      // First in the focus order: the page's own controls follow it.
      const firstFocusable = await page.evaluate(
        () =>
          document.querySelector('a[href], button, input, select, textarea, [tabindex]')?.textContent ?? null,
      );
      expect(firstFocusable).toBe('Overrides: 1 active, 1 refused');
      // The header's skip link stays above the viewport, not over the badge that pushes the header down.
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).not.toBeInViewport();
      const hidden = await skip.boundingBox();
      expect(hidden && hidden.y + hidden.height).toBeLessThanOrEqual(0);
      await toggle.focus();
      await page.keyboard.press('Enter');
      const list = badge.getByRole('list', { name: 'Remote overrides in use' });
      await expect(list).toContainText(
        `mfe_product http://localhost:${OVERRIDE_PORT}/mf-manifest.json active`,
      );
      await expect(list).toContainText(
        "mfe_cart http://127.0.0.1:3999/mf-manifest.json refused: origin not in the runtime config's allowed origins",
      );
      const axe = await new AxeBuilder({ page }).include('#override-badge').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`badge-open-${size}.png`) });

      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    test('reset forgets every override and reloads without them or the badge', async ({
      shell,
      page,
      data,
    }) => {
      await shell.goto(
        `/post/${data.postId}?override=mfe_product=http://localhost:${OVERRIDE_PORT}/mf-manifest.json`,
      );
      await expect(
        badgeOf(page).getByRole('button', { name: 'Overrides: 1 active, 0 refused' }),
      ).toBeVisible();
      const fromDeployed = page.waitForRequest(`http://localhost:${PORTS.mfe_product}/remoteEntry.js`);
      await badgeOf(page).getByRole('button', { name: 'Reset overrides' }).click();
      await fromDeployed;
      await expect(page).toHaveURL(new RegExp(`/post/${data.postId}$`));
      await expect(shell.region('mfe_product').getByText(data.productName).first()).toBeVisible();
      await expect(badgeOf(page)).toHaveCount(0);
      expect(await page.evaluate(() => window.localStorage.getItem('ltk-remote-overrides'))).toBeNull();
    });

    test('no badge, and no badge code, where overrides are disabled or none is asked for', async ({
      shell,
      page,
      data,
    }) => {
      // The badge's chunk is the one script that carries its strings.
      const badgeCode: string[] = [];
      page.on('response', async (response) => {
        if (!/\.js$/.test(response.url())) return;
        const body = await response.text().catch(() => '');
        if (body.includes('Remote overrides in use')) badgeCode.push(response.url());
      });
      await shell.goto(`/post/${data.postId}`);
      await expect(shell.region('mfe_product').getByText(data.productName).first()).toBeVisible();
      await expect(badgeOf(page)).toHaveCount(0);

      await deployConfig(page, (config) => {
        config.overrides = { enabled: false, allowedOrigins: [] };
      });
      await shell.goto(
        `/post/${data.postId}?override=mfe_product=http://localhost:${OVERRIDE_PORT}/mf-manifest.json`,
      );
      await expect(shell.region('mfe_product').getByText(data.productName).first()).toBeVisible();
      expect(shell.warnings.some((w) => w.includes('override refused for mfe_product'))).toBe(true);
      await expect(badgeOf(page)).toHaveCount(0);
      expect(badgeCode).toEqual([]);
    });
  });
}
