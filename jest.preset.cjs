// Shared jest settings: every workspace's jest.config.cjs spreads this.
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @param {{ env?: 'jsdom' | 'node' }} [options] */
module.exports = function preset(options = {}) {
  return {
    testEnvironment: options.env === 'node' ? 'node' : path.join(__dirname, 'jest.environment-dom.cjs'),
    transform: {
      '^.+\\.(t|j)sx?$': swc,
      '^.+\\.mjs$': swc,
      '^.+\\.svg$': require.resolve('./jest.file-url.cjs'),
    },
    // ESM-only packages that must be compiled; pnpm paths hold both `.pnpm/<pkg>@v/` and `node_modules/<pkg>/`.
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/)?(jose|oidc-provider|cookie|rettime|until-async|@open-draft[+/]deferred-promise)[@/])',
    ],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json', 'svg'],
    setupFilesAfterEnv: options.env === 'node' ? [] : [path.join(__dirname, 'jest.setup-dom.cjs')],
    clearMocks: true,
    // CI runs every workspace on 2 cores beside builds: waiting longer changes no assertion, only when one gives up.
    testTimeout: 20_000,
  };
};
