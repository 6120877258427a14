const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig, isProduction } = require('./base-config.cjs');
const { sharedConfig } = require('./shared-deps.cjs');
const { appEntry } = require('./app-entry.cjs');
const { PROVIDE, bundlerRuntimeAliases } = require('./bundler-runtime.cjs');
const { FederationContractPlugin } = require('./contract-plugin.cjs');

// The host's bundler runtime requires runtime-core (CJS) while the runtime it provides to the remotes
// imports it (ESM): point both at one file so the host ships one copy of runtime-core, not two.
function runtimeCoreAlias() {
  const cjs = require.resolve('@module-federation/runtime-core', {
    paths: [require.resolve('@module-federation/enhanced')],
  });
  const esm = path.join(path.dirname(cjs), 'index.js');
  return {
    '@module-federation/runtime-core$': esm,
    '@module-federation/runtime-tools/runtime-core$': esm,
  };
}

// The shell loads every shared library at boot (it provides them to the remotes), so one chunk for
// all of them compresses better than twenty (gzip sees one dictionary: about 6 KB less on /home) and
// is one request. The shell's own code stays in its own chunks, so an app change keeps this cached.
// Only modules of the boot chunks are taken (webpack names no boot chunk): what loads on demand (named
// chunks: locale strings, the api's on-demand calls, auth pages) stays in its own chunk.
const SHELL_VENDOR =
  /[\\/](?:node_modules|shared[\\/](?:contracts|routes|store|ui|platform|api-client|event-bus|i18n)[\\/]src|shared[\\/]mf-config[\\/]src[\\/]facades)[\\/]/;
// Shared modules only signed-in parts use stay in their own chunk: a visitor who is not signed in never loads them.
// So does the logger (decision 0057): only parts loaded on demand log through it.
const NOT_SHELL_VENDOR =
  /[\\/]shared[\\/](?:store[\\/]src[\\/]carts[\\/]|contracts[\\/]src[\\/]log[\\/]logger\.ts$)/;
/** @param {{ nameForCondition?: () => string | null }} module */
const isShellVendor = (module) => {
  const name = module.nameForCondition?.() ?? '';
  return SHELL_VENDOR.test(name) && !NOT_SHELL_VENDOR.test(name);
};
/** @param {{ name?: string | null }} chunk */
const isBootChunk = (chunk) => !chunk.name;

/**
 * webpack config of the host shell: `export default hostConfig({ dir })`; its name and port come from `apps.json`.
 * No remotes are built in: the shell registers them at runtime from `/runtime-config.json`.
 * It provides the one federation runtime the remotes use (`provideExternalRuntime`).
 * `devRuntimeConfig` is served at `/runtime-config.json` by the dev server (a deploy writes the real one).
 * `remoteModules` (`<remote>/<expose>` -> the exports the shell calls) goes into `mf-contract.json` for `check-remote`.
 * @param {{ dir: string, name?: string, port?: number, entry?: string, template?: string, templateParameters?: Record<string, unknown> | ((compilation: import("webpack").Compilation) => Record<string, unknown>), devRuntimeConfig?: unknown, remoteModules?: Record<string, string[]> }} options
 */
function hostConfig({
  dir,
  name: explicitName,
  port: explicitPort,
  entry = './src/app/index.ts',
  template = './public/index.html',
  templateParameters = {},
  devRuntimeConfig,
  remoteModules = {},
}) {
  const { name, port } = appEntry(dir, { name: explicitName ?? 'shell', port: explicitPort });
  return (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv = {}) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
    const base = baseConfig({ dir, name, port, mode });
    return {
      ...base,
      name: 'host',
      // provide.mjs first: the remotes' entries read the federation bundler runtime from it.
      entry: { main: [PROVIDE, entry] },
      output: { ...base.output, publicPath: '/' },
      optimization: {
        ...base.optimization,
        splitChunks: {
          chunks: 'async',
          cacheGroups: {
            defaultVendors: false,
            default: false,
            vendor: { test: isShellVendor, name: 'shell-vendor', chunks: isBootChunk, enforce: true },
          },
        },
      },
      resolve: {
        ...base.resolve,
        alias: { ...base.resolve.alias, ...runtimeCoreAlias(), ...bundlerRuntimeAliases() },
      },
      devServer: {
        ...base.devServer,
        setupMiddlewares: (/** @type {any[]} */ middlewares) => {
          if (devRuntimeConfig) {
            middlewares.unshift({
              name: 'runtime-config',
              path: '/runtime-config.json',
              middleware: (
                /** @type {import('node:http').IncomingMessage} */ _req,
                /** @type {import('node:http').ServerResponse} */ res,
              ) => {
                res.setHeader('Content-Type', 'application/json');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(JSON.stringify(devRuntimeConfig));
              },
            });
          }
          return middlewares;
        },
      },
      plugins: [
        ...base.plugins,
        new ModuleFederationPlugin({
          name,
          remotes: {},
          shared: sharedConfig({ production: isProduction(mode) }),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: {
            provideExternalRuntime: true,
            optimization: { target: 'web', disableSnapshot: true },
          },
        }),
        new FederationContractPlugin({ name, role: 'host', remoteModules }),
        new HtmlWebpackPlugin({
          template: path.resolve(dir, template),
          filename: 'index.html',
          scriptLoading: 'defer',
          inject: 'head',
          templateParameters,
        }),
      ],
    };
  };
}

module.exports = { hostConfig };
