// One lint configuration for the whole workspace; each workspace runs `eslint .` against it, and the root
// lints the build and orchestration code (`npm run lint:tools`).
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import jest from 'eslint-plugin-jest';
import playwright from 'eslint-plugin-playwright';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const ROOT = import.meta.dirname;

// STYLE.md "Layout tells the architecture": inside an app code flows app -> features -> lib (i18n is the
// app's strings, a lib); no feature imports another feature; packages import only packages.
const sameApp = { app: '{{ from.element.captured.app }}' };
const boundaryElements = [
  { type: 'app', pattern: '*/src/app', partialMatch: false, capture: ['app'] },
  { type: 'feature', pattern: '*/src/features/*', partialMatch: false, capture: ['app', 'feature'] },
  { type: 'lib', pattern: '*/src/{lib,i18n}', partialMatch: false, capture: ['app'] },
  { type: 'package', pattern: 'shared/*', partialMatch: false, capture: ['package'] },
  // Files directly in an app's src/ (standalone.tsx): entry points, like app/.
  { type: 'app', pattern: '*/src', partialMatch: false, capture: ['app'] },
];
const boundaryPolicies = [
  {
    from: { element: { type: 'app' } },
    allow: { to: { element: { types: { anyOf: ['app', 'feature', 'lib'] }, captured: sameApp } } },
  },
  {
    from: { element: { type: 'feature' } },
    allow: {
      to: {
        element: {
          type: 'feature',
          captured: { ...sameApp, feature: '{{ from.element.captured.feature }}' },
        },
      },
    },
  },
  { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'lib', captured: sameApp } } } },
  { from: { element: { type: 'lib' } }, allow: { to: { element: { type: 'lib', captured: sameApp } } } },
  { allow: { to: { element: { type: 'package' } } } },
];

const typeScriptProjects = ['shell', 'mfe-*', 'shared/*', 'api', 'e2e'].map((dir) =>
  path.join(ROOT, dir, 'tsconfig.json'),
);

// Imports refused everywhere; `extraPaths` adds those refused in one kind of file (flat config replaces a rule's
// options per file, so a block that refuses more repeats these).
const restrictedImports = (extraPaths = []) => ({
  paths: [
    {
      name: 'react-redux',
      importNames: ['useSelector', 'useDispatch'],
      message: 'Use useAppSelector/useAppDispatch from @ltk/store.',
    },
    ...extraPaths,
  ],
  patterns: [
    {
      group: ['@ltk/*/src/*', '**/shared/*/src/*'],
      message: 'Import a shared package by its name, never its src/.',
    },
    {
      group: ['mfe-*', '**/mfe-*/**', '@ltk/mfe-*', '@ltk/shell'],
      message: 'Apps never import another app; use a shared package or the bus.',
    },
  ],
});

// Issue 24 / decision 0070: a component never calls the api client; it reads through a read definition of
// @ltk/store (`useRead`, `useList`) and writes through a thunk or a hook (`use-*.ts`).
const COMPONENT_API_IMPORTS = [
  {
    name: '@ltk/platform',
    importNames: ['useApi', 'usePlatform'],
    message:
      'Components read through defineRead/defineList + useRead/useList (@ltk/store), never the api client.',
  },
  {
    name: '@ltk/api-client',
    importNames: ['createApiClient'],
    message:
      'Components read through defineRead/defineList + useRead/useList (@ltk/store), never the api client.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/@mf-types/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: ROOT },
    },
    // @ts-expect-error -- the plugin's types predate ESLint 9's Plugin type; the runtime shape is right
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'import/resolver': {
        typescript: { alwaysTryTypes: true, project: typeScriptProjects, noWarnOnMultipleProjects: true },
      },
      'boundaries/root-path': ROOT,
      'boundaries/elements': boundaryElements,
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // An `async` function without `await` is how Fastify handlers and promise-returning APIs declare their contract.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-restricted-imports': ['error', restrictedImports()],
    },
  },
  {
    // Components of the apps: no api client (COMPONENT_API_IMPORTS).
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', restrictedImports(COMPONENT_API_IMPORTS)] },
  },
  {
    // No import cycles, inside a workspace or between packages: a cycle is fixed by moving the shared piece,
    // never by disabling the rule (issue 24).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse TypeScript dependencies too (import-x follows only .js files otherwise, and sees no cycle through them).
      'import-x/extensions': importX.flatConfigs.typescript.settings?.['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings?.['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: typeScriptProjects,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // The apps log through `logger` of @ltk/contracts/log: section 9's levels, the page's level set by the runtime
    // config (decision 0057). The shell's boot and the shared code it loads first stay on `console`: the logger there
    // would grow every route's first load.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared/*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'shared/contracts/src/log/logger.ts',
      'shared/testing/**',
      'shared/test-network/**',
      'shell/src/app/index.ts',
      'shell/src/app/start-shell.tsx',
      'shell/src/app/config/load-runtime-config.ts',
      'shell/src/app/shell-slots.tsx',
      'shell/src/app/spa/remote-problems.ts',
      'shell/src/app/spa/guard-lifecycles.ts',
      'shell/src/features/error-screen/components/error-page-boundary.tsx',
      'shell/src/features/locale/start-locale-sync.ts',
      'shell/src/features/flags/start-feature-flags.ts',
      'shell/src/features/analytics/lib/analytics-sink.ts',
      'shared/platform/src/context/create-platform.ts',
      'shared/i18n/src/lib/lazy-resources.ts',
    ],
    rules: { 'no-console': 'error' },
  },
  {
    // The front-end layering (the api is one service with its own layout, see api/README.md).
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies: boundaryPolicies }] },
  },
  {
    // Tests read `response.json()` and fixtures as untyped JSON and assert their shape: the unsafe-any rules
    // would only demand casts that assert nothing.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', '**/tests/**/*.ts', '**/testing/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,cjs,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    ...jest.configs['flat/recommended'],
    rules: {
      ...jest.configs['flat/recommended'].rules,
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      // Assertions also live in helpers (`expectCard(...)`) and in Testing Library `findBy*` queries.
      'jest/expect-expect': 'off',
    },
  },
  {
    files: ['e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      'playwright/no-focused-test': 'error',
      'playwright/no-skipped-test': 'error',
      // Specs loop over viewports and data and branch on what the layout shows; the bench waits for network idle on purpose.
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
    },
  },
  {
    files: ['e2e/bench/**/*.ts'],
    rules: { 'playwright/no-networkidle': 'off', 'playwright/no-wait-for-timeout': 'off' },
  },
);
