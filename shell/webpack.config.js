import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hostConfig } from '@ltk/mf-config';
import { REMOTES, runtimeConfig } from '../scripts/lib/apps.mjs';

// The route table (shared/routes) as path regexes, inlined in index.html so the current route's
// remote manifest and entry are fetched while the shell bundle is still downloading.
const routeTable = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../shared/routes/src/route-table.json'), 'utf8'),
);
const toRegex = (pattern) =>
  '^' +
  (pattern
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part.startsWith(':')
        ? part.endsWith('?')
          ? '(?:/[^/]+)?'
          : '/[^/]+'
        : `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('') || '') +
  '/?$';
const preloadRoutes = routeTable.filter((r) => r.remote !== 'shell').map((r) => [toRegex(r.path), r.remote]);

// The shell's own boot chunks (the `import('./bootstrap')` of src/app/index.ts: shell-vendor and the app), preloaded
// from the HTML so they download beside main.js instead of after it has run. Same origin: webpack loads them without
// `crossorigin`, so the preload has none either (a preload is only used by a request of the same CORS mode).
/** @param {import('webpack').Compilation} compilation */
const bootPreloads = (compilation) => {
  const files = new Set();
  for (const group of compilation.entrypoints.get('main')?.getChildren() ?? [])
    if (group.origins.some((origin) => origin.request === './bootstrap'))
      for (const chunk of group.chunks)
        for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  if (!files.size) throw new Error("shell: no chunks found for src/app/index.ts's import('./bootstrap')");
  const { publicPath } = compilation.outputOptions;
  const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '/';
  return [...files].map((file) => `<link rel="preload" as="script" href="${base}${file}" />`).join('\n    ');
};

// What the shell loads from the remotes, with the single-spa lifecycles it calls: every remote's application and
// the parcels the header and pages mount (src/app/spa). Published in mf-contract.json for `npm run check-remote`.
const LIFECYCLES = ['bootstrap', 'mount', 'unmount'];
const PARCELS = ['mfe_search/search-menu', 'mfe_discover/discover-feed', 'mfe_account/legal'];
const remoteModules = Object.fromEntries(
  [...REMOTES.map((remote) => `${remote.name}/app`), ...PARCELS].map((id) => [id, LIFECYCLES]),
);

export default hostConfig({
  dir: import.meta.dirname,
  templateParameters: (/** @type {import('webpack').Compilation} */ compilation) => ({
    preloadRoutes: JSON.stringify(preloadRoutes),
    bootPreloads: bootPreloads(compilation),
  }),
  // `webpack serve` only: the registry of the local dev servers (deploys write dist/runtime-config.json).
  devRuntimeConfig: { ...runtimeConfig(), env: 'development' },
  remoteModules,
});
