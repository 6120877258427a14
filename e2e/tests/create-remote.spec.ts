import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';
import { API_BASE_URL, PORTS } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';

// `npm run create-remote -- e2e-probe` in a copy of the repository (its files, without node_modules: the install
// links them from the store): the new remote passes its lint, typecheck and tests, builds, and the copy's shell,
// built with it, mounts it on its route beside the running site's remotes and api.
const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs a command in the copy to completion; rejects with its output when it fails. */
function run(cwd: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`)),
    );
  });
}

/** The repository's files as they are now (tracked and new, not ignored), copied into a fresh folder. */
function copyRepository(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'ltk-create-remote-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
  })
    .toString()
    .split('\0')
    .filter(Boolean);
  const archive = execFileSync('tar', ['--null', '-T', '-', '-cf', '-'], {
    cwd: ROOT,
    input: files.join('\0'),
    maxBuffer: 1 << 30,
  });
  mkdirSync(copy, { recursive: true });
  execFileSync('tar', ['-xf', '-'], { cwd: copy, input: archive });
  return copy;
}

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, () => resolve((server.address() as AddressInfo).port)));

test.describe('npm run create-remote', () => {
  let copy = '';
  const servers: Server[] = [];

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  test('a generated remote passes its checks, builds and mounts on its route', async ({ shell, page }) => {
    test.setTimeout(900_000); // an install, two builds, lint, two typechecks and the gate, on a machine the suite already loads
    copy = copyRepository();
    const pnpm = (...args: string[]) => run(copy, ['scripts/pnpm.mjs', ...args], { API_BASE_URL });

    await run(copy, ['scripts/create-remote.mjs', 'e2e-probe']);
    for (const check of ['lint', 'typecheck', 'test']) await pnpm('--filter', '@ltk/mfe-e2e-probe', check);
    // The shell typechecks against every remote's exposed types, the new one's included.
    await pnpm('--filter', '@ltk/shell', 'typecheck');
    await pnpm(
      '--filter',
      '@ltk/shell',
      '--filter',
      '@ltk/mfe-e2e-probe',
      '--workspace-concurrency=1',
      'build',
    );

    // The pre-deploy gate passes the new remote against the copy's shell build.
    await run(copy, ['scripts/check-remote.mjs', 'mfe-e2e-probe']);

    const remote = createStaticServer({ root: path.join(copy, 'mfe-e2e-probe/dist') });
    const remotePort = await listen(remote);
    servers.push(remote);
    const registry = Object.fromEntries(
      Object.entries(PORTS)
        .filter(([name]) => name !== 'shell')
        .map(([name, port]) => [name, `http://localhost:${port}/mf-manifest.json`]),
    );
    writeFileSync(
      path.join(copy, 'shell/dist/runtime-config.json'),
      JSON.stringify({
        apiBaseUrl: API_BASE_URL,
        brand: 'LTK',
        env: 'production',
        remotes: { ...registry, mfe_e2e_probe: `http://localhost:${remotePort}/mf-manifest.json` },
        overrides: { enabled: false, allowedOrigins: [] },
      }),
    );
    const site = createStaticServer({ root: path.join(copy, 'shell/dist') });
    const sitePort = await listen(site);
    servers.push(site);

    await shell.goto(`http://localhost:${sitePort}/e2e-probe`);
    const region = page.locator('#app-mfe_e2e_probe');
    await expect(region.getByRole('heading', { level: 1, name: 'E2e Probe' })).toBeVisible();
    await expect(region).toContainText('This page belongs to the mfe_e2e_probe remote.');
    await expect(page).toHaveTitle(/E2e Probe/);
    await expect(shell.header).toBeVisible();
    expect(shell.errors).toEqual([]);
  });
});
