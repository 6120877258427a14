const path = require('node:path');
const webpack = require('webpack');

// Every remoteEntry.js used to carry its own copy of @module-federation/webpack-bundler-runtime (~10 KB minified,
// ~4 KB on the wire, on every route's first load). Its functions keep no state: the shell exposes its copy on a
// global (provide.mjs, first module of the shell's entry) and each remote's federation runtime module is given
// consume.mjs, which builds the per-container object around them. Like `externalRuntime` (runtime-core from the
// shell), this ties a remote to a shell built from the same @module-federation version: deploy the shell first.

const enhanced = require.resolve('@module-federation/enhanced');
const runtimeTools = require.resolve('@module-federation/runtime-tools', { paths: [enhanced] });
const BUNDLER_RUNTIME_DIST = path.dirname(
  require.resolve('@module-federation/webpack-bundler-runtime', { paths: [runtimeTools] }),
);
const RUNTIME_ESM = path.join(
  path.dirname(require.resolve('@module-federation/runtime', { paths: [runtimeTools] })),
  'index.js',
);

const PROVIDE = path.join(__dirname, 'bundler-runtime', 'provide.mjs');
const CONSUME = path.join(__dirname, 'bundler-runtime', 'consume.mjs');

/** resolve.alias entries both sides use to reach the package's files (pnpm does not hoist it). */
const bundlerRuntimeAliases = () => ({
  '@ltk/mf-config/impl/bundler-runtime': BUNDLER_RUNTIME_DIST,
  '@ltk/mf-config/impl/mf-runtime$': RUNTIME_ESM,
});

/** In a remote build: the federation runtime module's import of the bundler runtime gets consume.mjs. */
const consumeBundlerRuntime = () =>
  new webpack.NormalModuleReplacementPlugin(
    /[\\/]webpack-bundler-runtime[\\/]dist[\\/](?:bundler|index)\.m?js$/,
    CONSUME,
  );

module.exports = { PROVIDE, bundlerRuntimeAliases, consumeBundlerRuntime };
