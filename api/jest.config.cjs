const preset = require('../jest.preset.cjs')({ env: 'node' });

module.exports = {
  ...preset,
  // Sources use NodeNext `.js` specifiers; jest resolves them to the `.ts` files.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // ESM-only jose, oidc-provider and typebox are compiled; the preset's first pattern also matched the inner
  // `.pnpm/<pkg>@v/node_modules/<pkg>` segment and so skipped them.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(jose|oidc-provider|cookie|typebox)@)'],
  testTimeout: 60000,
};
