import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { checkRemote } from './contract-check.cjs';
import { checkExposedTypes } from './types-check.cjs';

// The fixtures (contract-fixtures.cjs) are built once with the real configs: a shell and one remote per case.
const CHECK_REMOTE = path.join(__dirname, '../../../scripts/check-remote.mjs');
let root: string;
let buildErrors: Record<string, string[]>;

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const shell = () => readJson(path.join(root, 'shell/dist/mf-contract.json'));
const check = (name: string) =>
  checkRemote({
    remote: readJson(path.join(root, name, 'dist/mf-contract.json')),
    manifest: readJson(path.join(root, name, 'dist/mf-manifest.json')),
    shell: shell(),
    dir: name,
  });

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'ltk-contract-'));
  // cwd: the federation plugin writes its generated entries into <cwd>/node_modules/.federation.
  const out = execFileSync(process.execPath, [path.join(__dirname, 'contract-fixtures.cjs'), root], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  buildErrors = JSON.parse(out);
}, 300_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the contracts the builds publish', () => {
  it('builds every fixture remote and the shell without errors', () => {
    const { fx_export_standalone: _, ...federated } = buildErrors;
    expect(federated).toEqual(Object.fromEntries(Object.keys(federated).map((name) => [name, []])));
  });

  it("lists what the shell provides: each shared module's version and the names its facade exports", () => {
    const { provides, remoteModules } = shell();
    expect(provides.rxjs.version).toBe('7.8.2');
    expect(provides.rxjs.exports).toEqual(expect.arrayContaining(['Subject', 'map', 'switchMap']));
    expect(provides.rxjs.exports).not.toContain('debounceTime');
    expect(provides['@ltk/event-bus'].files).toContain('src/index.ts');
    expect(remoteModules['fx_good/app']).toEqual(['bootstrap', 'mount', 'unmount']);
  });

  it('lists what a remote consumes (names and ranges), bundles and exposes', () => {
    const contract = readJson(path.join(root, 'fx_good/dist/mf-contract.json'));
    expect(contract.consumes.rxjs).toEqual({ requiredVersion: '^7.8.2', exports: ['map'] });
    expect(contract.consumes['react-router-dom'].exports).toEqual(['useLocation']);
    expect(contract.exposes['./parcel']).toEqual(['bootstrap', 'default', 'mount', 'unmount']);
    expect(Object.keys(contract.bundled)).not.toContain('react');
  });

  it("fails the standalone build on a name a shared facade does not export (webpack's warning is an error)", () => {
    expect(buildErrors.fx_export_standalone).toEqual([
      expect.stringContaining("export 'debounceTime' (imported as 'debounceTime') was not found in 'rxjs'"),
    ]);
  });
});

describe('checkRemote', () => {
  it('passes a valid remote', () => {
    expect(check('fx_good')).toEqual([]);
  });

  it('names an export of a shared package the shell does not provide', () => {
    expect(check('fx_export')).toEqual([
      'fx_export: imports { debounceTime } from rxjs, which the shell does not export: add it to its facade in shared/mf-config/src/facades/ and deploy the shell before this remote',
    ]);
  });

  it('names a shared package the shell does not provide at all', () => {
    const { provides, ...rest } = shell();
    const { rxjs: _, ...withoutRxjs } = provides;
    const remote = readJson(path.join(root, 'fx_good/dist/mf-contract.json'));
    expect(checkRemote({ remote, shell: { ...rest, provides: withoutRxjs }, dir: 'fx_good' })).toEqual([
      'fx_good: imports rxjs, which the shell does not provide: deploy a shell built with the same @ltk/mf-config (shared-deps.cjs) first',
    ]);
  });

  it('names a one-instance library the remote bundles (a new dependency never declared shared)', () => {
    expect(check('fx_router')).toEqual([
      'fx_router: bundles its own react-router 7.18.5, which must be one instance in the page: import it through react-router-dom (shared), and drop react-router from fx_router/package.json if the remote does not need it',
    ]);
  });

  it('names a workspace package the remote bundles although the shell provides it', () => {
    expect(check('fx_bus')).toEqual([
      "fx_bus: bundles its own copy of @ltk/event-bus (src/index.ts, src/lib/create-event-bus.ts), which the shell provides as one instance: import it as '@ltk/event-bus' (not by a path) in a build with the current @ltk/mf-config, which shares it",
    ]);
  });

  it("names a required range (the remote's package.json) the shell's version does not satisfy", () => {
    expect(check('fx_version')).toEqual([
      'fx_version: requires @reduxjs/toolkit 2.15.0 but the shell provides 2.14.0: use "catalog:" for @reduxjs/toolkit in fx_version/package.json, or raise the catalog version and deploy the shell first',
    ]);
  });

  it('names a missing expose and an ./app without the single-spa lifecycles', () => {
    expect(check('fx_shape')).toEqual([
      'fx_shape: ./app does not export bootstrap, unmount (the shell calls bootstrap, mount, unmount of fx_shape/app): export the lifecycles of createRemoteLifecycles/createParcel from @ltk/platform',
      "fx_shape: does not expose ./parcel, which the shell loads as fx_shape/parcel: add './parcel' to exposes in fx_shape/webpack.config.js",
    ]);
  });

  it('refuses a contract the manifest does not match (a foreign build written over ours)', () => {
    const manifest = readJson(path.join(root, 'fx_good/dist/mf-manifest.json'));
    const app = manifest.exposes.find((e: { name: string }) => e.name === 'app');
    const [own] = app.assets.js.sync;
    app.assets.js.sync = ['index.js'];
    const remote = readJson(path.join(root, 'fx_good/dist/mf-contract.json'));
    expect(checkRemote({ remote, shell: shell(), manifest, dir: 'fx_good' })).toEqual([
      `fx_good: mf-manifest.json does not list ${own} of ./app: mf-contract.json is from another build (a foreign build over dist?); rebuild fx_good with @ltk/mf-config`,
    ]);
  });

  it('refuses a build without a contract (a foreign build)', () => {
    const manifest = readJson(path.join(root, 'fx_good/dist/mf-manifest.json'));
    expect(checkRemote({ remote: undefined, shell: shell(), manifest, dir: 'foreign' })).toEqual([
      'fx_good: foreign/dist has no mf-contract.json from @ltk/mf-config (a foreign or old build): build it with remoteConfig from @ltk/mf-config (npm run pnpm -- --filter <package> build)',
    ]);
  });
});

describe('checkExposedTypes', () => {
  const checkTypes = (name: string, dist = path.join(root, name, 'dist')) =>
    checkExposedTypes({
      remote: readJson(path.join(root, name, 'dist/mf-contract.json')),
      shell: shell(),
      dist,
      shellDir: path.join(root, 'shell'),
      dir: name,
    });

  it('reads the declarations each build emits beside its manifest (@mf-types/)', () => {
    const types = path.join(root, 'fx_types/dist/@mf-types');
    expect(readFileSync(path.join(types, 'app.d.ts'), 'utf8')).toBe(
      "export * from './compiled-types/src/app';\n",
    );
    expect(readFileSync(path.join(types, 'compiled-types/src/app.d.ts'), 'utf8')).toContain(
      'PlatformProps & {\n    locale: string;\n}',
    );
    expect(checkTypes('fx_good')).toEqual([]);
  });

  it('names an expose whose types do not fit what the shell calls (a prop the shell does not pass)', () => {
    expect(checkTypes('fx_types')).toEqual([
      expect.stringMatching(
        /^fx_types: the types \.\/app emits \(@mf-types\/app\.d\.ts\) do not fit what the shell calls on fx_types\/app \(RemoteAppModule of @ltk\/contracts\): .*Property 'locale' is missing in type .*: keep the props and lifecycles of createRemoteLifecycles\/createParcel from @ltk\/platform, or change the shell first and deploy it$/,
      ),
    ]);
    // The names alone are right: only the declarations tell.
    expect(check('fx_types')).toEqual([]);
  });

  it('names a build that emitted no declarations', () => {
    expect(checkTypes('fx_good', path.join(root, 'fx_good'))).toEqual([
      'fx_good: its build has no declarations of ./app (@mf-types/app.d.ts): rebuild fx_good with the current @ltk/mf-config, which emits them',
      'fx_good: its build has no declarations of ./parcel (@mf-types/parcel.d.ts): rebuild fx_good with the current @ltk/mf-config, which emits them',
    ]);
  });
});

describe('npm run check-remote -- <dir> --shell <deployed shell>', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url !== '/mf-contract.json') return void res.writeHead(404).end();
      res.setHeader('content-type', 'application/json');
      res.end(readFileSync(path.join(root, 'shell/dist/mf-contract.json')));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });

  const run = (...args: string[]) =>
    new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(process.execPath, [CHECK_REMOTE, ...args], (error, stdout) =>
        resolve({ code: error ? Number(error.code) : 0, stdout }),
      );
    });

  it('exits 0 for a valid remote', async () => {
    const { code, stdout } = await run(path.join(root, 'fx_good'), '--shell', base);
    expect({ code, stdout }).toEqual({
      code: 0,
      stdout: `fx_good: ok against the deployed shell (${base})\n`,
    });
  });

  it('exits 1 for a remote whose declarations do not fit what the shell calls', async () => {
    const { code, stdout } = await run(path.join(root, 'fx_types'), '--shell', base);
    expect(code).toBe(1);
    expect(stdout.split('\n').slice(1)).toEqual([
      `fx_types: 1 problem(s) against the deployed shell (${base}): do not deploy`,
      '',
    ]);
    expect(stdout).toMatch(
      /^fx_types: the types \.\/app emits .* calls on fx_types\/app .*Property 'locale' is missing/,
    );
  });

  it('exits 1 for a remote whose export the deployed shell lacks, even when the local shell has it', async () => {
    // A shell built from the extended facade would accept it...
    const extended = shell();
    extended.provides.rxjs.exports.push('debounceTime');
    const remote = readJson(path.join(root, 'fx_export/dist/mf-contract.json'));
    expect(checkRemote({ remote, shell: extended, dir: 'fx_export' })).toEqual([]);
    // ...still fails against the deployed shell, which was not redeployed.
    const { code, stdout } = await run(path.join(root, 'fx_export'), '--shell', base);
    expect(code).toBe(1);
    expect(stdout.split('\n')).toEqual([
      `fx_export: imports { debounceTime } from rxjs, which the deployed shell (${base}) does not export: add it to its facade in shared/mf-config/src/facades/ and deploy the shell before this remote`,
      `fx_export: 1 problem(s) against the deployed shell (${base}): do not deploy`,
      '',
    ]);
  });

  it('exits 2 with the cause when the deployed shell publishes no contract', async () => {
    const { code } = await run(path.join(root, 'fx_good'), '--shell', `${base}/nowhere/`);
    expect(code).toBe(2);
  });
});
