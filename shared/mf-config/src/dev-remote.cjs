const path = require('node:path');
const webpack = require('webpack');
const { sharedConfig } = require('./shared-deps.cjs');

// `npm run dev:remote -- <app>` (scripts/dev-remote.mjs): one remote's dev server, loaded into a running composed
// site, production or deployed, through an override (docs/develop-one-remote.md, decision 0060).

/** A dev remote serves on its app's port + 100: the override origins `npm start` allows (scripts/lib/apps.mjs). */
const DEV_REMOTE_PORT_OFFSET = 100;

/** Set by scripts/dev-remote.mjs for the remote's webpack config. */
const isDevRemote = () => process.env.DEV_REMOTE === 'true';

// A production shell provides production React, and React Fast Refresh needs react-dom's development build (its
// refresh hooks exist only there). So a dev remote renders its region with React of its own, in development, and
// with its own copy of every shared package that calls React's hooks (a hook must run on the React that renders
// it). Each mount is its own React root with its own providers (@ltk/platform's MountRoot), so nothing React
// crosses from the shell. The React-free singletons stay the shell's: the store, the bus, the api client, i18next,
// rxjs, the route table, so state and events are the page's; and so does the strings registry of the shell's
// @ltk/i18n (shellI18nRegistry).
const OWN_REACT = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  'react-router-dom',
  'react-redux',
  'react-i18next',
  '@ltk/platform',
  '@ltk/ui',
  '@ltk/store',
  '@ltk/store/carts',
  '@ltk/i18n',
];

/** The share table of a dev remote: what the production shell provides, less what it renders with its own React. */
function devRemoteShared() {
  /** @type {Record<string, Record<string, unknown>>} */
  const shared = sharedConfig({ production: true, consumeOnly: true });
  const i18n = shared['@ltk/i18n'];
  for (const name of OWN_REACT) delete shared[name];
  // The shell's @ltk/i18n under another request: i18n-registry.mjs takes the registry functions from it.
  shared['@ltk/mf-config/impl/shell-i18n'] = { ...i18n, shareKey: '@ltk/i18n' };
  return shared;
}

const I18N_REGISTRY = path.join(__dirname, 'dev-remote', 'i18n-registry.mjs');

/**
 * The dev remote's copy of @ltk/i18n keeps the shell's strings registry: its lazy-resources.ts is replaced by
 * i18n-registry.mjs (which itself imports the real file, with a query the pattern leaves alone). Without it, registering the remote's strings fails
 * ('lazy resources need an instance made by createI18n'): the shell's i18n instance has no registry in this copy.
 */
const shellI18nRegistry = () =>
  new webpack.NormalModuleReplacementPlugin(
    /[\\/]shared[\\/]i18n[\\/]src[\\/]lib[\\/]lazy-resources\.ts$/,
    I18N_REGISTRY,
  );

const REFRESH_DIR = path.join(__dirname, 'dev-remote', 'react-refresh');

/**
 * React Fast Refresh of a dev remote: the page's refresh runtime first in remoteEntry.js (before any react-dom), and
 * the loader that makes component modules hot-update boundaries (react-refresh/loader.cjs). swc emits the
 * registrations (`swcRule(mode, { refresh: true })`).
 * @param {string} dir the app's directory
 * @param {string} name the remote's MF name (prefixes the refresh ids: two dev remotes never share one)
 */
function devRemoteParts(dir, name) {
  return {
    plugins: [
      new webpack.EntryPlugin(dir, path.join(REFRESH_DIR, 'runtime.mjs'), { name: undefined }),
      shellI18nRegistry(),
    ],
    rule: {
      test: /\.(?:[jt]sx?|mjs)$/,
      exclude: [/node_modules/, __dirname],
      enforce: 'post',
      use: { loader: path.join(REFRESH_DIR, 'loader.cjs'), options: { scope: name } },
    },
  };
}

/**
 * The dev server of a dev remote: port + 100, hot updates, and a websocket URL the page (another origin) can reach.
 * @param {Record<string, any>} devServer the base dev server options
 * @param {number} port the app's port
 */
function devRemoteServer(devServer, port) {
  const devPort = port + DEV_REMOTE_PORT_OFFSET;
  return {
    ...devServer,
    port: devPort,
    hot: true,
    // An edit no boundary accepts reloads the page.
    liveReload: true,
    historyApiFallback: false,
    client: { ...devServer.client, webSocketURL: `ws://localhost:${devPort}/ws` },
  };
}

module.exports = {
  isDevRemote,
  devRemoteShared,
  devRemoteServer,
  devRemoteParts,
};
