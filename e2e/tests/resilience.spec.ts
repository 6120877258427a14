import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PORTS } from '../fixtures/ports';
import { VIEWPORTS } from '../fixtures/shell-header';
import { expect, test } from '../fixtures/test';

// The file scripts/lib/compose.mjs writes for this site (keyed by the shell's port).
const RUN_FILE = process.env.LTK_RUN_FILE ?? path.join(os.tmpdir(), 'ltk-run', `servers-${PORTS.shell}.json`);
const ROOT = path.resolve(import.meta.dirname, '../..');

interface RunFile {
  servers: Record<string, { pid: number; port: number; dist: string }>;
  apiServer?: { pid: number; port: number; cwd: string; args: string[]; env: Record<string, string> };
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => (socket.destroy(), resolve(false)));
  });

/** Whether process `pid` still runs (an exited child not yet reaped, a zombie, does not count). */
const running = (pid: number): boolean => {
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

test.describe('one remote down is not the site down', () => {
  test('product server stopped mid-session: fallback there, the rest works, recovery after restart', async ({
    shell,
    data,
  }) => {
    const run = JSON.parse(readFileSync(RUN_FILE, 'utf8')) as RunFile;
    const product = run.servers.mfe_product;
    if (!product)
      throw new Error(`no mfe_product server recorded in ${RUN_FILE} (start the site with scripts/test.mjs)`);

    await shell.goto('/home');
    await expect(shell.region('mfe_discover').locator('article').first()).toBeVisible();

    process.kill(product.pid, 'SIGTERM');
    await expect.poll(() => portOpen(product.port)).toBe(false);

    await shell.navigate(`/post/${data.postId}`);
    await expect(shell.fallback).toBeVisible();
    await expect(shell.header).toBeVisible();

    await shell.navigate('/home');
    await expect(shell.fallback).toHaveCount(0);
    await expect(shell.region('mfe_discover').locator('article').first()).toBeVisible();

    const restarted = spawn(
      process.execPath,
      [path.join(ROOT, 'scripts/serve-static.mjs'), product.dist, String(product.port)],
      { stdio: 'ignore', detached: true },
    );
    restarted.unref();
    run.servers.mfe_product = { ...product, pid: restarted.pid! };
    writeFileSync(RUN_FILE, JSON.stringify(run, null, 2));
    await expect.poll(() => portOpen(product.port)).toBe(true);

    await shell.navigate(`/post/${data.postId}`);
    await expect(shell.region('mfe_product').getByText(data.productName).first()).toBeVisible();
    await expect(shell.fallback).toHaveCount(0);
  });
});

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`the api down is a page error, not a broken site, at ${size}`, () => {
    test.use({ viewport });

    test("a page whose data cannot load shows 'An error occurred'; the header works; it loads again once the api is back", async ({
      shell,
      page,
    }) => {
      test.setTimeout(120_000); // the api's stop and restart may take up to 30 s each on a loaded machine
      const run = JSON.parse(readFileSync(RUN_FILE, 'utf8')) as RunFile;
      const api = run.apiServer;
      if (!api)
        throw new Error(`no apiServer recorded in ${RUN_FILE} (start the site with scripts/test.mjs)`);

      await shell.goto('/home');
      await expect(shell.region('mfe_discover').locator('article').first()).toBeVisible();

      process.kill(api.pid, 'SIGTERM');
      await expect.poll(() => portOpen(api.port)).toBe(false);
      try {
        await shell.navigate('/categories');
        const screen = page.locator('#shell-page [data-status="500"]');
        await expect(screen.getByRole('heading', { level: 1 })).toHaveText('An error occurred');
        await expect(
          screen.getByText(
            'Sorry, but we encountered an error. Please try again later or discover new posts below.',
          ),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: 'Discover More' })).toHaveCount(0);
        await expect(shell.region('mfe_discover')).toBeHidden();
        // The header still works: its links navigate.
        await shell.header.getByRole('link', { name: 'Discover', exact: true }).click();
        await expect(page).toHaveURL(/\/home$/);
        await expect(screen).toHaveCount(0);
      } finally {
        // As a process supervisor does: start the new api once the old one has exited. Its port closes first, while it
        // finishes the requests in flight (image renders, a browser's open connections) and closes the database; a
        // new api on the same PGlite folder before then finds the folder locked and exits at once.
        await expect
          .poll(() => running(api.pid), { timeout: 30_000, message: `the stopped api (${api.pid}) exits` })
          .toBe(false);
        const log = path.join(path.dirname(RUN_FILE), `api-restarted-${api.port}.log`);
        const output = openSync(log, 'w');
        const restarted = spawn(process.execPath, api.args, {
          cwd: api.cwd,
          env: { ...process.env, ...api.env },
          stdio: ['ignore', output, output],
          detached: true,
        });
        restarted.unref();
        closeSync(output);
        run.apiServer = { ...api, pid: restarted.pid! };
        writeFileSync(RUN_FILE, JSON.stringify(run, null, 2));
        await expect
          .poll(() => portOpen(api.port), {
            timeout: 30_000,
            message: `the restarted api listens (its output: ${log})`,
          })
          .toBe(true);
      }

      await shell.goto('/categories');
      await expect(shell.region('mfe_discover').getByRole('link').first()).toBeVisible();
      await expect(page.locator('#shell-page [data-status]')).toHaveCount(0);
    });
  });
}
