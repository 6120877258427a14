// One version policy: these match the pnpm catalog (checked by shared-deps.test.ts).
const LIBRARY_VERSIONS = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  '@reduxjs/toolkit': '2.14.0',
  'react-redux': '9.3.1',
  rxjs: '7.8.2',
  i18next: '27.1.2',
  'react-i18next': '18.0.1',
  '@emotion/react': '11.14.0',
};

// Sub-path requests are separate modules to webpack; each must be shared or it is bundled twice.
const LIBRARY_SUBPATHS = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
  '@emotion/react/jsx-runtime': '@emotion/react',
  'rxjs/operators': 'rxjs',
};

// Only development builds compile JSX to these (swc `development: true`); production share tables
// (the shell's main chunk, every remoteEntry.js) leave them out.
const DEV_SUBPATHS = {
  'react/jsx-dev-runtime': 'react',
  '@emotion/react/jsx-dev-runtime': '@emotion/react',
};

// Workspace packages that hold state (or context objects) and must be one instance across remotes,
// plus `@ltk/routes` (stateless, but the shell and every remote use the whole table: one copy, not seven).
const WORKSPACE_SINGLETONS = [
  '@ltk/event-bus',
  '@ltk/store',
  // The carts slice: one copy for the header badge and the cart remote, loaded with the first of them.
  '@ltk/store/carts',
  '@ltk/api-client',
  '@ltk/platform',
  '@ltk/i18n',
  '@ltk/ui',
  '@ltk/routes',
];
const WORKSPACE_VERSION = '0.1.0';

/**
 * The `shared` option of every app: explicit versions, singletons, never eager, so nothing is fetched before it is used.
 * `react-router-dom`, `rxjs`, `react-i18next` and `@reduxjs/toolkit` resolve to tree-shaken facades (facades.cjs).
 * `consumeOnly` (the remotes): no fallback copy is built or listed in remoteEntry.js; the shell provides
 * every shared module (the e2e 'deploy contract' test checks the manifests), which keeps each remote entry small.
 * The required range of each entry is the app's own (`dependencies` of its package.json) when it names one,
 * else `^` the shared version (`catalog:` and `workspace:` ranges are the catalog's): a remote that asks for
 * a version the shell does not provide says so in its build, where `check-remote` finds it.
 * @param {{ production?: boolean, consumeOnly?: boolean, dependencies?: Record<string, string> }} [options] production: leave out the JSX dev runtimes
 * @returns {Record<string, { singleton: true, eager: false, version: string, requiredVersion: string, strictVersion: false, import?: false }>}
 */
function sharedConfig({ production = false, consumeOnly = false, dependencies = {} } = {}) {
  /** @type {Record<string, any>} */
  const shared = {};
  const entry = (/** @type {string} */ version, /** @type {string} */ owner) => ({
    singleton: true,
    eager: false,
    version,
    requiredVersion: requiredRange(dependencies[owner], version),
    strictVersion: false,
    ...(consumeOnly ? { import: false } : {}),
  });
  for (const [name, version] of Object.entries(LIBRARY_VERSIONS)) shared[name] = entry(version, name);
  const subpaths = production ? LIBRARY_SUBPATHS : { ...LIBRARY_SUBPATHS, ...DEV_SUBPATHS };
  for (const [request, owner] of Object.entries(subpaths))
    shared[request] = entry(LIBRARY_VERSIONS[/** @type {keyof typeof LIBRARY_VERSIONS} */ (owner)], owner);
  for (const name of WORKSPACE_SINGLETONS)
    shared[name] = entry(WORKSPACE_VERSION, name.split('/').slice(0, 2).join('/'));
  return shared;
}

/** @param {string | undefined} declared the app's package.json range @param {string} version the shared version */
const requiredRange = (declared, version) =>
  declared && !/^(catalog|workspace):/.test(declared) ? declared : `^${version}`;

module.exports = {
  LIBRARY_VERSIONS,
  WORKSPACE_SINGLETONS,
  sharedConfig,
};
