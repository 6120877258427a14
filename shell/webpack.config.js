import { minifySync } from '@swc/core';
import { createJiti } from 'jiti';
import { hostConfig } from '@ltk/mf-config';
import { REMOTES, runtimeConfig } from '../scripts/lib/apps.mjs';

// index.html's inline boot script (src/app/boot/boot-script.ts) with its data from the route table and the api
// client (inline-boot-script.ts, run here through jiti), minified: it starts the route's remote and the page's first
// api calls while the shell bundle is still downloading.
const jiti = createJiti(import.meta.url);
/** @type {{ inlineBootScript: () => Promise<string> }} */
const { inlineBootScript } = await jiti.import('./src/app/boot/inline-boot-script.ts');
const bootScript = minifySync(await inlineBootScript(), { compress: true, mangle: true }).code;

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
    bootScript,
    bootPreloads: bootPreloads(compilation),
  }),
  // `webpack serve` only: the registry of the local dev servers (deploys write dist/runtime-config.json).
  devRuntimeConfig: { ...runtimeConfig(), env: 'development' },
  remoteModules,
});
