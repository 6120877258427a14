const path = require('node:path');
const webpack = require('webpack');
const { facadeAliases } = require('./facades.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');

// webpack's own minimizer plugin (not hoisted by pnpm); swc minifies several times faster than terser on 2 cores.
function jsMinimizers() {
  try {
    const MinimizerPlugin = require(
      require.resolve('minimizer-webpack-plugin', { paths: [require.resolve('webpack')] }),
    );
    return [
      new MinimizerPlugin({
        minify: MinimizerPlugin.swcMinify,
        extractComments: false,
        minimizerOptions: { compress: { passes: 2 }, mangle: true },
      }),
    ];
  } catch {
    return ['...'];
  }
}

// webpack 5.111 asks for the entry filename while hashing, before [contenthash] exists, and the
// federation runtime module then fails (module-federation/core#5077). Only the directory part is
// used at that point, so a hash-less name there is equivalent.
/** @param {{ chunk?: { contentHash?: Record<string, string> } }} pathData */
const hashedEntryFilename = (pathData) =>
  pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';

// Each shared module gets its own async chunk, and modules two of them import are copied into each
// (emotion's serializer/hash/utils in more than one emotion chunk; @ltk/contracts' constants
// in every @ltk/* package). Grouping them loads them once. No vendors split: a shared module's own
// node_modules code (react-router behind its facade, immer behind @reduxjs/toolkit) stays in its chunk.
function sharedChunkGroups() {
  return {
    defaultVendors: false,
    emotion: {
      test: /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:@emotion|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/,
      name: 'emotion',
      chunks: 'async',
      enforce: true,
      priority: 20,
    },
    contracts: {
      test: /[\\/]shared[\\/]contracts[\\/]src[\\/]/,
      name: 'ltk-contracts',
      chunks: 'async',
      enforce: true,
      priority: 20,
    },
  };
}

// @module-federation/error-codes' sentences (see mf-error-descriptions.mjs); matched on the resolved file.
const MF_ERROR_DESCRIPTIONS = /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.m?js$/;

/** @param {string} mode */
const isProduction = (mode) => mode === 'production';

/**
 * The swc-loader rule for TS/TSX/JS of the app and of workspace packages (consumed from source).
 * @param {string} mode
 * @param {{ refresh?: boolean }} [options] refresh: emit React Refresh registrations (a dev remote, dev-remote.cjs)
 */
function swcRule(mode, { refresh = false } = {}) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: {
            react: {
              runtime: 'automatic',
              importSource: '@emotion/react',
              development: !isProduction(mode),
              ...(refresh ? { refresh: true } : {}),
            },
          },
        },
      },
    },
  };
}

/**
 * Everything the shell and the remotes have in common.
 * @param {{ dir: string, name: string, port: number, mode: string }} options
 */
function baseConfig({ dir, name, port, mode }) {
  const production = isProduction(mode);
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'web',
    devtool:
      process.env.SOURCE_MAPS === 'true' ? 'source-map' : production ? false : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: name,
      filename: production ? hashedEntryFilename : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: facadeAliases(dir, production),
    },
    module: {
      rules: [swcRule(mode), { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset/resource' }],
      // An import of a name its module does not export fails the build (webpack only warns by default): above
      // all a name a shared facade (facades/) leaves out, which would be `undefined` in every composed page.
      parser: { javascript: { exportsPresence: 'error' } },
    },
    optimization: {
      minimize: production,
      minimizer: production ? jsMinimizers() : [],
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
      splitChunks: { chunks: 'async', cacheGroups: sharedChunkGroups() },
    },
    performance: { hints: false },
    plugins: [
      ...(production
        ? [
            new webpack.NormalModuleReplacementPlugin(
              MF_ERROR_DESCRIPTIONS,
              path.join(__dirname, 'mf-error-descriptions.mjs'),
            ),
            new PrecompressPlugin(),
          ]
        : []),
      new webpack.DefinePlugin({
        'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? 'http://localhost:4000'),
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
    ],
    devServer: {
      port,
      host: 'localhost',
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      allowedHosts: 'all',
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      },
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      static: false,
    },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

module.exports = { baseConfig, swcRule, isProduction };
