const fs = require('node:fs');
const path = require('node:path');

const FACADE_DIR = path.join(__dirname, 'facades');

/**
 * Shared libraries that sharing would ship whole (a shared module cannot be tree-shaken: the host cannot
 * know what a remote will use). Each is replaced, by alias in every build of every app, with a facade in
 * `facades/` re-exporting the API the apps use, so the one shared copy is tree-shaken. The facade reaches
 * the real package through `@ltk/mf-config/impl/<name>` (a request the share scope does not match).
 */
/** @type {Record<string, { file: string, impl: string, package: string, via?: string }>} */
const FACADES = {
  'react-router-dom': {
    file: 'react-router-dom.mjs',
    impl: 'react-router',
    package: 'react-router',
    via: 'react-router-dom',
  },
  rxjs: { file: 'rxjs.mjs', impl: 'rxjs', package: 'rxjs' },
  'react-i18next': { file: 'react-i18next.mjs', impl: 'react-i18next', package: 'react-i18next' },
  '@reduxjs/toolkit': { file: 'redux-toolkit.mjs', impl: 'redux-toolkit', package: '@reduxjs/toolkit' },
  'react-redux': { file: 'react-redux.mjs', impl: 'react-redux', package: 'react-redux' },
};

/** Where to look the packages up from (pnpm does not hoist): the app, then the workspace packages using them. */
const lookupDirs = (/** @type {string} */ dir) => [
  dir,
  ...['event-bus', 'store', 'platform', 'i18n'].map((p) => path.join(__dirname, '../..', p)),
  __dirname,
];

/**
 * Resolves an ESM entry the way webpack does for the browser, preferring ES2015+ builds (rxjs).
 * @param {boolean} production
 */
function esmResolver(production) {
  const { ResolverFactory, CachedInputFileSystem } = require(
    require.resolve('enhanced-resolve', { paths: [require.resolve('webpack')] }),
  );
  return ResolverFactory.createResolver({
    fileSystem: new CachedInputFileSystem(fs, 4000),
    useSyncFileSystemCalls: true,
    conditionNames: [
      'webpack',
      production ? 'production' : 'development',
      'browser',
      'es2015',
      'import',
      'module',
      'default',
    ],
    mainFields: ['browser', 'module', 'main'],
    extensions: ['.mjs', '.js'],
  });
}

/**
 * resolve.alias entries: `react-router-dom` -> facade, `@ltk/mf-config/impl/react-router` -> react-router's
 * production ESM build (its `exports` only name the development build), and so on.
 * @param {string} dir the app's directory
 * @param {boolean} production
 * @returns {Record<string, string>}
 */
function facadeAliases(dir, production) {
  const resolver = esmResolver(production);
  const resolveFrom = (/** @type {string} */ request, /** @type {string[]} */ dirs) => {
    for (const from of dirs) {
      try {
        return resolver.resolveSync({}, from, request);
      } catch {
        // try the next directory
      }
    }
    throw new Error(`@ltk/mf-config: cannot resolve ${request} from ${dirs.join(', ')}`);
  };
  /** @type {Record<string, string>} */
  const alias = {};
  for (const [request, facade] of Object.entries(FACADES)) {
    const from = facade.via
      ? [path.dirname(resolveFrom(`${facade.via}/package.json`, lookupDirs(dir)))]
      : lookupDirs(dir);
    let target = resolveFrom(facade.package, from);
    if (facade.package === 'react-router' && production)
      target = target.replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`);
    alias[`${request}$`] = path.join(FACADE_DIR, facade.file);
    alias[`@ltk/mf-config/impl/${facade.impl}$`] = target;
  }
  return alias;
}

module.exports = { FACADES, FACADE_DIR, facadeAliases };
