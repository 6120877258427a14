const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig, isProduction, swcRule } = require('./base-config.cjs');
const { sharedConfig } = require('./shared-deps.cjs');
const { appEntry } = require('./app-entry.cjs');
const { bundlerRuntimeAliases, consumeBundlerRuntime } = require('./bundler-runtime.cjs');
const { devRemoteServer, devRemoteShared, isDevRemote, devRemoteParts } = require('./dev-remote.cjs');
const { FederationContractPlugin } = require('./contract-plugin.cjs');
const { ExposedTypesPlugin } = require('./remote-types.cjs');

const HTML_TEMPLATE = path.join(__dirname, 'standalone.html');

/** The `dependencies` of the app's package.json (its required ranges of the shared libraries), if it has one. */
function packageDependencies(/** @type {string} */ dir) {
  const file = path.join(dir, 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')).dependencies ?? {}) : {};
}

/**
 * The federated build of a remote: `remoteEntry.js`, `mf-manifest.json` and the exposed chunks.
 * Uses the host's federation runtime (`externalRuntime`), so the entry carries no runtime copy.
 * `dev`: a dev remote (dev-remote.cjs): its own development React with Fast Refresh, served on port + 100.
 * @param {{ dir: string, name: string, port: number, exposes: Record<string, string>, mode: string, dev?: boolean }} options
 */
function federatedRemote({ dir, name, port, exposes, mode, dev = false }) {
  const base = baseConfig({ dir, name, port, mode });
  const { cacheGroups } = base.optimization.splitChunks;
  const devParts = dev ? devRemoteParts(dir, name) : null;
  return {
    ...base,
    name: 'remote',
    entry: {},
    // Its own chunk-loading and hot-update globals: a page may also hold the deployed copy's.
    output: dev ? { ...base.output, uniqueName: `${name}_dev` } : base.output,
    module: devParts
      ? {
          ...base.module,
          rules: [swcRule(mode, { refresh: true }), ...base.module.rules.slice(1), devParts.rule],
        }
      : base.module,
    // The contracts constants stay inlined in a remote's own chunks: its @ltk/* fallbacks are not fetched
    // when the shell provides them, so a separate chunk would only add a request.
    optimization: {
      ...base.optimization,
      splitChunks: { ...base.optimization.splitChunks, cacheGroups: { ...cacheGroups, contracts: false } },
    },
    resolve: { ...base.resolve, alias: { ...base.resolve.alias, ...bundlerRuntimeAliases() } },
    plugins: [
      ...base.plugins,
      ...(devParts?.plugins ?? []),
      // The bundler runtime comes from the shell (bundler-runtime.cjs), like runtime-core (externalRuntime).
      consumeBundlerRuntime(),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: dev
          ? devRemoteShared()
          : sharedConfig({
              production: isProduction(mode),
              consumeOnly: true,
              dependencies: packageDependencies(dir),
            }),
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        experiments: { externalRuntime: true, optimization: { target: 'web' } },
      }),
      // What check-remote compares with the shell's (not for a dev remote: it bundles its own React on purpose):
      // the contract, and in a production build the declarations of the exposes (@mf-types/).
      ...(dev ? [] : [new FederationContractPlugin({ name, role: 'remote' })]),
      ...(!dev && isProduction(mode) ? [new ExposedTypesPlugin({ dir, exposes })] : []),
    ],
    ...(dev ? { devServer: devRemoteServer(base.devServer, port) } : {}),
  };
}

/**
 * The standalone harness build (`src/standalone.tsx` to `index.html`): a plain bundle with no federation,
 * written under `standalone/` beside the remote so one `dist/` serves both.
 * @param {{ dir: string, name: string, port: number, mode: string, title?: string }} options
 */
function standaloneApp({ dir, name, port, mode, title }) {
  const base = baseConfig({ dir, name: `${name}_standalone`, port, mode });
  const production = isProduction(mode);
  return {
    ...base,
    name: 'standalone',
    dependencies: ['remote'],
    entry: { standalone: path.join(dir, 'src/standalone.tsx') },
    output: {
      ...base.output,
      publicPath: '/',
      clean: false,
      filename: production ? 'standalone/[name].[contenthash:10].js' : 'standalone/[name].js',
      chunkFilename: production ? 'standalone/[name].[contenthash:10].js' : 'standalone/[name].js',
    },
    optimization: { ...base.optimization, splitChunks: { chunks: 'all' } },
    plugins: [
      ...base.plugins,
      new HtmlWebpackPlugin({
        template: HTML_TEMPLATE,
        filename: 'index.html',
        scriptLoading: 'defer',
        templateParameters: { title: title ?? `${name} (standalone)` },
      }),
    ],
    devServer: undefined,
  };
}

/**
 * webpack config of a remote: `export default remoteConfig({ dir, exposes })`; its MF name and port come from
 * `apps.json` (by folder).
 * Emits `dist/remoteEntry.js`, `dist/mf-manifest.json`, `dist/mf-contract.json`, the declarations of the exposes
 * (`dist/@mf-types/`) and a standalone `dist/index.html`.
 * Set `STANDALONE=false` to build only the federated part, `DEV_REMOTE=true` (with `webpack serve --mode development`)
 * for a dev remote to load into a running composed site (dev-remote.cjs; it builds only the federated part).
 * The returned function carries the `exposes` (the shell's typecheck reads them).
 * @param {{ dir: string, exposes: Record<string, string>, title?: string, name?: string, port?: number }} config
 */
function remoteConfig(config) {
  const options = { ...config, ...appEntry(config.dir, config) };
  const configure = (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv = {}) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
    const dev = isDevRemote() && !isProduction(mode);
    const remote = federatedRemote({ ...options, mode, dev });
    if (dev || process.env.STANDALONE === 'false') return remote;
    return [remote, standaloneApp({ ...options, mode })];
  };
  // The exposes, for the shell's typecheck (scripts/remote-types.mjs reads them without building).
  return Object.assign(configure, { exposes: config.exposes });
}

module.exports = { remoteConfig, standaloneApp };
