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
    testEnvironment: options.env ?? 'jsdom',
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
    transformIgnorePatterns: ['/node_modules/(?!.pnpm)', '/node_modules/.pnpm/(?!(jose|oidc-provider)@)'],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    setupFilesAfterEnv: options.env === 'node' ? [] : [path.join(__dirname, 'jest.setup-dom.cjs')],
    clearMocks: true,
  };
};
