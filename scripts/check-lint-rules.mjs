#!/usr/bin/env node
// Proves the architecture and test rules of eslint.config.mjs bite: each case writes a file that breaks one
// rule, lints it with the workspace configuration and expects that rule's error. `npm test` runs it after lint.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { ROOT } from './lib/apps.mjs';

const CASES = [
  {
    name: 'a feature importing another feature',
    file: 'shell/src/features/banners/lint-probe.ts',
    code: "export { Footer } from '../header';\n",
    rule: 'boundaries/dependencies',
  },
  {
    name: 'lib importing a feature',
    file: 'mfe-discover/src/lib/lint-probe.ts',
    code: "export { FeedScreen } from '../features/feeds/feed-screen';\n",
    rule: 'boundaries/dependencies',
  },
  {
    name: 'a shared package importing an app',
    file: 'shared/ui/src/lint-probe.ts',
    code: "export { Root } from '../../../mfe-discover/src/app/root';\n",
    rule: 'boundaries/dependencies',
  },
  {
    name: 'a focused jest test (fit)',
    file: 'shared/routes/src/lint-probe.test.ts',
    code: "fit('runs alone', () => {\n  expect(1).toBe(1);\n});\n",
    rule: 'jest/no-focused-tests',
  },
  {
    name: 'a skipped jest test (xit)',
    file: 'shared/routes/src/lint-probe-skip.test.ts',
    code: "xit('never runs', () => {\n  expect(1).toBe(1);\n});\n",
    rule: 'jest/no-disabled-tests',
  },
  {
    name: 'a focused Playwright test',
    file: 'e2e/tests/lint-probe.spec.ts',
    code: "import { expect, test } from '@playwright/test';\n\ntest.only('runs alone', () => {\n  expect(1).toBe(1);\n});\n",
    rule: 'playwright/no-focused-test',
  },
  {
    name: 'an import cycle',
    file: 'shared/routes/src/lint-probe-cycle-a.ts',
    code: "import { b } from './lint-probe-cycle-b';\nexport const a = (): number => b + 1;\n",
    // Written beside the probe (and removed with it): the other half of the cycle.
    also: [
      {
        file: 'shared/routes/src/lint-probe-cycle-b.ts',
        code: "import { a } from './lint-probe-cycle-a';\nexport const b = 1;\nexport const c = a;\n",
      },
    ],
    rule: 'import-x/no-cycle',
  },
  {
    name: 'a file name that is not kebab-case',
    file: 'shared/routes/src/LintProbe.ts',
    code: 'export const probe = 1;\n',
    rule: 'check-file/filename-naming-convention',
  },
];

const eslint = new ESLint({ cwd: ROOT });
let failures = 0;
for (const probe of CASES) {
  const file = path.join(ROOT, probe.file);
  const written = [{ file: probe.file, code: probe.code }, ...(probe.also ?? [])].map((entry) => {
    const target = path.join(ROOT, entry.file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, entry.code);
    return target;
  });
  try {
    const [result] = await eslint.lintFiles([file]);
    const rules = new Set((result?.messages ?? []).map((message) => message.ruleId));
    const ok = rules.has(probe.rule);
    if (!ok) failures += 1;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${probe.name}: ${probe.rule} ${ok ? 'reported' : 'NOT reported'}`);
  } finally {
    for (const target of written) rmSync(target, { force: true });
  }
}
if (failures > 0) {
  console.error(`${failures} lint rule(s) did not catch what they exist for`);
  process.exit(1);
}
