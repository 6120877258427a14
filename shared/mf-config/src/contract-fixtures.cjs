// Builds the fixtures of contract.test.ts with the real configs (run as `node contract-fixtures.cjs <dir>`, outside
// jest's module registry): a tiny shell providing every shared module, a valid remote and one remote per kind of
// problem `check-remote` must catch, each with the declarations of its exposes (@mf-types/). Not minified, so the
// whole run takes seconds. Prints each build's errors as JSON.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { hostConfig } = require('./host-config.cjs');
const { remoteConfig, standaloneApp } = require('./remote-config.cjs');
const { sharedConfig } = require('./shared-deps.cjs');

const REPO = path.join(__dirname, '../../..');
const LIFECYCLES = ['bootstrap', 'mount', 'unmount'];
const LIFECYCLES_SOURCE = `export const bootstrap = async () => {};
export const mount = async () => {};
export const unmount = async () => {};
`;

/** @type {Record<string, { dependencies?: Record<string, string>, files: Record<string, string>, exposes: Record<string, string>, unshare?: string[] }>} */
const REMOTES = {
  fx_good: {
    files: {
      'src/app.js': `import { useState } from 'react';
import { map } from 'rxjs';
import { useLocation } from 'react-router-dom';
import { createEventBus } from '@ltk/event-bus';
export const used = [useState, map, useLocation, createEventBus];
${LIFECYCLES_SOURCE}`,
      'src/parcel.js': `${LIFECYCLES_SOURCE}export default { bootstrap, mount, unmount };\n`,
    },
    exposes: { './app': './src/app.js', './parcel': './src/parcel.js' },
  },
  fx_export: {
    files: {
      'src/app.js': `import { debounceTime, map } from 'rxjs';
export const used = [debounceTime, map];
${LIFECYCLES_SOURCE}`,
    },
    exposes: { './app': './src/app.js' },
  },
  fx_router: {
    dependencies: { 'react-router': '7.18.5' },
    files: {
      'src/app.js': `import { useLocation } from 'react-router';
export const used = [useLocation];
${LIFECYCLES_SOURCE}`,
    },
    exposes: { './app': './src/app.js' },
  },
  fx_version: {
    dependencies: { '@reduxjs/toolkit': '2.15.0' },
    files: {
      'src/app.js': `import { createSlice } from '@reduxjs/toolkit';
export const used = [createSlice];
${LIFECYCLES_SOURCE}`,
    },
    exposes: { './app': './src/app.js' },
  },
  // Built with a config that does not share @ltk/event-bus (an older @ltk/mf-config): it bundles the bus.
  fx_bus: {
    files: {
      'src/app.js': `import { createEventBus } from '@ltk/event-bus';
export const used = [createEventBus];
${LIFECYCLES_SOURCE}`,
    },
    exposes: { './app': './src/app.js' },
    unshare: ['@ltk/event-bus'],
  },
  // Every lifecycle exported, but `mount` requires a prop the shell does not pass: its declarations say so.
  fx_types: {
    files: {
      'src/app.ts': `import type { PlatformProps } from '@ltk/contracts';
export const bootstrap = async () => {};
export const mount = async ({ locale }: PlatformProps & { locale: string }) => {
  document.documentElement.lang = locale;
};
export const unmount = async () => {};
`,
    },
    exposes: { './app': './src/app.ts' },
  },
  // `./app` without bootstrap and unmount, and no `./parcel` although the shell loads one.
  fx_shape: {
    files: { 'src/app.js': 'export const mount = async () => {};\nexport default { mount };\n' },
    exposes: { './app': './src/app.js' },
  },
};

/** The shell's `remoteModules`: every fixture's `./app`, and the parcels of fx_good and fx_shape. */
const REMOTE_MODULES = Object.fromEntries([
  ...Object.keys(REMOTES).map((name) => [`${name}/app`, LIFECYCLES]),
  ['fx_good/parcel', LIFECYCLES],
  ['fx_shape/parcel', LIFECYCLES],
]);

/** @param {string} file @param {string} text */
function write(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

// The fixtures resolve packages like the shell does: its node_modules, plus react-router (the dependency fx_router adds).
/** @param {string} root */
function linkNodeModules(root) {
  const from = path.join(REPO, 'shell/node_modules');
  const to = path.join(root, 'node_modules');
  fs.mkdirSync(to, { recursive: true });
  // Not the dot entries: the federation plugin writes its generated entries into node_modules/.federation.
  for (const entry of fs.readdirSync(from))
    if (!entry.startsWith('.')) fs.symlinkSync(path.join(from, entry), path.join(to, entry));
  write(path.join(root, 'package.json'), JSON.stringify({ name: 'fixtures', private: true, type: 'module' }));
  const routerDom = fs.realpathSync(path.join(from, 'react-router-dom'));
  fs.symlinkSync(path.join(path.dirname(routerDom), 'react-router'), path.join(to, 'react-router'));
}

/** @param {any} config */
const fast = (config) => ({ ...config, optimization: { ...config.optimization, minimize: false } });

/** @param {string} root @returns {any[]} */
function configs(root) {
  const shellDir = path.join(root, 'shell');
  write(
    path.join(shellDir, 'package.json'),
    JSON.stringify({ name: 'fixture-shell', version: '0.1.0', type: 'module' }),
  );
  // A host provides the shared modules it imports itself: the fixture shell imports every one, as the shell does.
  const keys = Object.keys(sharedConfig({ production: true }));
  write(path.join(shellDir, 'src/index.js'), "import('./all.js');\n");
  write(
    path.join(shellDir, 'src/all.js'),
    `${keys.map((key, i) => `import * as m${i} from '${key}';`).join('\n')}\nexport const all = [${keys.map((_, i) => `m${i}`).join(', ')}];\n`,
  );
  write(path.join(shellDir, 'public/index.html'), '<!doctype html><title>fixture</title>\n');
  const shell = hostConfig({
    dir: shellDir,
    name: 'shell',
    port: 1,
    entry: './src/index.js',
    remoteModules: REMOTE_MODULES,
  })({}, { mode: 'production' });
  const list = [{ ...fast(shell), name: 'shell' }];
  for (const [name, fixture] of Object.entries(REMOTES)) {
    const dir = path.join(root, name);
    write(
      path.join(dir, 'package.json'),
      JSON.stringify({ name, version: '0.1.0', type: 'module', dependencies: fixture.dependencies ?? {} }),
    );
    for (const [file, text] of Object.entries(fixture.files)) write(path.join(dir, file), text);
    const remote = remoteConfig({ dir, name, port: 1, exposes: fixture.exposes })({}, { mode: 'production' });
    const config = fast(Array.isArray(remote) ? remote[0] : remote);
    if (fixture.unshare)
      for (const plugin of config.plugins)
        if (plugin.constructor.name === 'ModuleFederationPlugin')
          for (const key of fixture.unshare) delete plugin._options.shared[key];
    list.push({ ...config, name });
  }
  // The standalone build of fx_export resolves rxjs to its facade: importing a name it leaves out fails the build.
  const exportDir = path.join(root, 'fx_export');
  write(path.join(exportDir, 'src/standalone.tsx'), "import { used } from './app';\nconsole.log(used);\n");
  const standalone = fast(standaloneApp({ dir: exportDir, name: 'fx_export', port: 1, mode: 'production' }));
  list.push({
    ...standalone,
    name: 'fx_export_standalone',
    dependencies: undefined,
    output: { ...standalone.output, path: path.join(exportDir, 'dist-standalone') },
  });
  return list;
}

function main() {
  const root = /** @type {string} */ (process.argv[2]);
  process.env.STANDALONE = 'false';
  linkNodeModules(root);
  webpack(configs(root), (error, stats) => {
    if (error || !stats) throw error ?? new Error('no stats');
    /** @type {Record<string, string[]>} */
    const errors = {};
    for (const child of stats.stats)
      errors[/** @type {string} */ (child.compilation.name)] = child.compilation.errors.map((e) => e.message);
    process.stdout.write(JSON.stringify(errors));
  });
}

if (require.main === module) main();

module.exports = { REMOTES, REMOTE_MODULES };
