import path from 'node:path';
import webpack from 'webpack';
import { swcRule } from '@ltk/mf-config';

// The shell's server side (src/server): one ES module for Node, with the workspace packages it uses (@ltk/routes,
// @ltk/api-client, @ltk/ui) compiled in from source like the browser bundle's. scripts/serve-static.mjs imports it.
/** @type {(env: unknown, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration} */
export default (_env, argv) => {
  const mode = argv.mode ?? 'production';
  return {
    mode,
    context: import.meta.dirname,
    target: 'node20',
    devtool: false,
    entry: { 'shell-server': './src/server/index.ts' },
    experiments: { outputModule: true },
    output: {
      path: path.join(import.meta.dirname, 'dist-server'),
      filename: '[name].mjs',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        swcRule(mode),
        // An image a component imports: the URL the browser bundle gives it (the host's public path, the same file
        // name and hash), and no file of its own (the browser build writes it).
        {
          test: /\.svg$/i,
          type: 'asset/resource',
          generator: { emit: false, publicPath: '/', filename: 'assets/[name].[contenthash:10][ext]' },
        },
      ],
    },
    // A server reads its code once: no minifying (readable stack traces), one file (the api client's on-demand calls
    // included).
    optimization: { minimize: false },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
};
