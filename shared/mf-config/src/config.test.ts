import path from 'node:path';
import { hostConfig, remoteConfig } from './index.cjs';

type AnyConfig = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- webpack config objects

const dir = path.join(__dirname, '__fixture__');
const pluginNamed = (config: AnyConfig, name: string) =>
  (config.plugins as AnyConfig[]).find((p) => p.constructor.name === name);

describe('remoteConfig', () => {
  const [remote, standalone] = remoteConfig({
    dir,
    name: 'mfe_x',
    port: 3101,
    exposes: { './app': './src/app/lifecycles.tsx' },
  })({}, { mode: 'production' }) as AnyConfig[];

  it('builds a federated remote on the external runtime with a manifest and no dts', () => {
    const mf = pluginNamed(remote!, 'ModuleFederationPlugin')!;
    expect(mf._options).toMatchObject({
      name: 'mfe_x',
      filename: 'remoteEntry.js',
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
      shareStrategy: 'loaded-first',
      experiments: { externalRuntime: true, optimization: { target: 'web' } },
    });
    expect(remote!.output).toMatchObject({ publicPath: 'auto', chunkFilename: '[name].[contenthash:10].js' });
    expect(remote!.output.filename({ chunk: { contentHash: { javascript: 'abc' } } })).toBe(
      '[name].[contenthash:10].js',
    );
    expect(remote!.devtool).toBe(false);
    expect(remote!.devServer).toMatchObject({ port: 3101, historyApiFallback: true });
    expect(remote!.devServer.headers['Access-Control-Allow-Origin']).toBe('*');
  });

  it('resolves the whole-module shared libraries to their tree-shaken facades, in the remote and the standalone build', () => {
    for (const config of [remote!, standalone!]) {
      expect(config.resolve.alias['react-router-dom$']).toMatch(/facades[/\\]react-router-dom\.mjs$/);
      expect(config.resolve.alias['rxjs$']).toMatch(/facades[/\\]rxjs\.mjs$/);
    }
  });

  it('replaces the federation error sentences in production builds only (codes and doc links stay)', () => {
    const replacement = pluginNamed(remote!, 'NormalModuleReplacementPlugin') as unknown as {
      resourceRegExp: RegExp;
      newResource: string;
    };
    expect(
      replacement.resourceRegExp.test(
        '/r/node_modules/.pnpm/@module-federation+error-codes@2.9.2/node_modules/@module-federation/error-codes/dist/desc.mjs',
      ),
    ).toBe(true);
    expect(
      replacement.resourceRegExp.test(
        '/r/node_modules/@module-federation/error-codes/dist/getShortErrorMsg.mjs',
      ),
    ).toBe(false);
    expect(replacement.newResource).toMatch(/mf-error-descriptions\.mjs$/);
    const host = hostConfig({ dir, name: 'shell', port: 3000 })({}, { mode: 'development' }) as AnyConfig;
    expect(pluginNamed(host, 'NormalModuleReplacementPlugin')).toBeUndefined();
  });

  it('leaves the JSX dev runtimes out of a production share table', () => {
    const shared = pluginNamed(remote!, 'ModuleFederationPlugin')!._options.shared;
    expect(shared).toHaveProperty(['react/jsx-runtime']);
    expect(shared).not.toHaveProperty(['react/jsx-dev-runtime']);
  });

  it('loads emotion and the contracts constants once (one chunk each) and keeps node_modules in their shared chunk', () => {
    const { cacheGroups } = remote!.optimization.splitChunks;
    expect(cacheGroups.defaultVendors).toBe(false);
    expect(
      cacheGroups.emotion.test.test(
        '/r/node_modules/.pnpm/@emotion+serialize@1.3.3/node_modules/@emotion/serialize/dist/x.js',
      ),
    ).toBe(true);
    expect(
      cacheGroups.emotion.test.test('/r/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js'),
    ).toBe(false);
    // a remote keeps the contracts constants inlined (its @ltk/* fallbacks are not fetched under the shell)
    expect(cacheGroups.contracts).toBe(false);
  });

  it("puts every shared library of the host in one vendor chunk, and keeps the shell's own code out of it", () => {
    const host = hostConfig({ dir, name: 'shell', port: 3000 })({}, { mode: 'production' }) as AnyConfig;
    const { vendor, emotion, contracts } = host.optimization.splitChunks.cacheGroups;
    expect(emotion).toBeUndefined();
    expect(contracts).toBeUndefined();
    expect(vendor).toMatchObject({ name: 'shell-vendor', enforce: true });
    // boot chunks only: what loads on demand (named chunks) keeps its own chunk
    expect(vendor.chunks({ name: null })).toBe(true);
    expect(vendor.chunks({ name: 'i18n-common-fr' })).toBe(false);
    expect(vendor.chunks({ name: 'api-on-demand' })).toBe(false);
    for (const file of [
      '/r/node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/r/shared/contracts/src/bus/topics.ts',
      '/r/shared/platform/src/index.ts',
      '/r/shared/mf-config/src/facades/rxjs.mjs',
      '/r/shared/i18n/src/resources/common/en.ts',
      '/r/shared/i18n/src/resources/common/fr.ts',
    ])
      expect(vendor.test({ nameForCondition: () => file })).toBe(true);
    for (const file of [
      '/r/shell/src/app/bootstrap.tsx',
      '/r/shell/src/features/locale/resources/fr.ts',
      '/r/shared/testing/src/index.ts',
      // The carts slice is a shared module of its own that only signed-in parts load (docs/decisions/0011-one-data-fetching-pattern.md).
      '/r/shared/store/src/carts/index.ts',
      '/r/shared/store/src/carts/carts-thunks.ts',
      // The logger: only parts loaded on demand log through it (docs/decisions/0057-log-levels-through-one-logger.md).
      '/r/shared/contracts/src/log/logger.ts',
    ])
      expect(vendor.test({ nameForCondition: () => file })).toBe(false);
    expect(vendor.test({ nameForCondition: () => '/r/shared/store/src/index.ts' })).toBe(true);
  });

  it('adds a standalone index.html build after the remote, without cleaning it', () => {
    expect(standalone!.entry).toEqual({ standalone: path.join(dir, 'src/standalone.tsx') });
    expect(standalone!.dependencies).toEqual(['remote']);
    expect(standalone!.output.clean).toBe(false);
    expect(pluginNamed(standalone!, 'HtmlWebpackPlugin')).toBeDefined();
    expect(pluginNamed(standalone!, 'ModuleFederationPlugin')).toBeUndefined();
  });

  it('compiles TSX with the emotion automatic runtime', () => {
    const rule = remote!.module.rules[0];
    expect(rule.use.options.jsc.transform.react).toMatchObject({
      runtime: 'automatic',
      importSource: '@emotion/react',
    });
    expect(rule.exclude.test('/x/node_modules/y.js')).toBe(true);
    expect(rule.test.test('a.tsx')).toBe(true);
  });
});

describe('hostConfig', () => {
  const host = hostConfig({ dir, name: 'shell', port: 3000 })({}, { mode: 'development' }) as AnyConfig;

  it('provides the external runtime and registers no remotes at build time', () => {
    const mf = pluginNamed(host, 'ModuleFederationPlugin')!;
    expect(mf._options).toMatchObject({
      name: 'shell',
      remotes: {},
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    });
    expect(host.entry).toEqual({
      main: [expect.stringMatching(/bundler-runtime[/\\]provide\.mjs$/), './src/app/index.ts'],
    });
    expect(host.mode).toBe('development');
  });

  it('provides the federation bundler runtime to the remotes, which take it instead of bundling a copy', () => {
    expect(host.resolve.alias['@ltk/mf-config/impl/bundler-runtime']).toMatch(
      /webpack-bundler-runtime[/\\]dist$/,
    );
    const [remote] = remoteConfig({ dir, name: 'mfe_x', port: 3101, exposes: {} })(
      {},
      { mode: 'production' },
    ) as AnyConfig[];
    const replacement = (remote!.plugins as AnyConfig[]).find(
      (p) =>
        p.constructor.name === 'NormalModuleReplacementPlugin' && String(p.newResource).includes('consume'),
    ) as unknown as { resourceRegExp: RegExp; newResource: string };
    expect(replacement.newResource).toMatch(/bundler-runtime[/\\]consume\.mjs$/);
    expect(
      replacement.resourceRegExp.test(
        '/r/node_modules/@module-federation/webpack-bundler-runtime/dist/bundler.js',
      ),
    ).toBe(true);
    expect(
      replacement.resourceRegExp.test(
        '/r/node_modules/@module-federation/webpack-bundler-runtime/dist/consumes.js',
      ),
    ).toBe(false);
  });

  it('precompresses text assets in production builds only', () => {
    const production = hostConfig({ dir, name: 'shell', port: 3000 })(
      {},
      { mode: 'production' },
    ) as AnyConfig;
    expect(pluginNamed(production, 'PrecompressPlugin')).toBeDefined();
    expect(pluginNamed(host, 'PrecompressPlugin')).toBeUndefined();
  });
});

describe('a dev remote (DEV_REMOTE=true, scripts/dev-remote.mjs)', () => {
  const build = (mode: string) => {
    process.env.DEV_REMOTE = 'true';
    try {
      return remoteConfig({
        dir,
        name: 'mfe_x',
        port: 3001,
        exposes: { './app': './src/app/lifecycles.tsx' },
      })({}, { mode }) as AnyConfig;
    } finally {
      delete process.env.DEV_REMOTE;
    }
  };
  const remote = build('development');

  it('serves only the federated part, with hot updates, on port + 100 (an origin npm start allows)', () => {
    expect(Array.isArray(remote)).toBe(false);
    expect(remote.devServer).toMatchObject({
      port: 3101,
      hot: true,
      client: { webSocketURL: 'ws://localhost:3101/ws' },
    });
    expect(remote.output.uniqueName).toBe('mfe_x_dev');
  });

  it('renders with its own React and takes only the React-free singletons from the shell', () => {
    const shared = pluginNamed(remote, 'ModuleFederationPlugin')!._options.shared;
    for (const own of [
      'react',
      'react-dom/client',
      'react/jsx-runtime',
      '@emotion/react',
      '@ltk/platform',
      '@ltk/i18n',
    ])
      expect(shared).not.toHaveProperty([own]);
    for (const fromShell of ['rxjs', '@reduxjs/toolkit', 'i18next', '@ltk/event-bus', '@ltk/api-client'])
      expect(shared[fromShell]).toMatchObject({ import: false, singleton: true });
    expect(shared['@ltk/mf-config/impl/shell-i18n']).toMatchObject({ shareKey: '@ltk/i18n', import: false });
    expect(shared).not.toHaveProperty(['react/jsx-dev-runtime']);
  });

  it('compiles with React Refresh registrations and makes modules refresh boundaries', () => {
    const [swc, , refresh] = remote.module.rules;
    expect(swc.use.options.jsc.transform.react).toMatchObject({ development: true, refresh: true });
    expect(refresh).toMatchObject({ enforce: 'post', use: { options: { scope: 'mfe_x' } } });
    expect(refresh.use.loader).toMatch(/react-refresh[/\\]loader\.cjs$/);
    expect(pluginNamed(remote, 'EntryPlugin')).toBeDefined();
  });

  it('never changes a production build', () => {
    const [production] = build('production') as AnyConfig[];
    expect(production!.devServer.hot).toBe(false);
    expect(pluginNamed(production!, 'ModuleFederationPlugin')!._options.shared.react).toBeDefined();
    expect(production!.module.rules[0].use.options.jsc.transform.react.refresh).toBeUndefined();
  });
});
