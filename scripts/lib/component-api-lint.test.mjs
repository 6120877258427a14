// The lint rule of issue 24 (decision 0070): a component (an app's *.tsx) that takes the api client fails lint;
// a read hook (use-*.ts) and a test may. Probed with the workspace's own configuration.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The messages of the workspace's no-restricted-imports rule, as configured for `file`, on `code`. */
async function restrictedImports(file, code) {
  const config = await eslint.calculateConfigForFile(path.join(ROOT, file));
  const rule = config.rules['no-restricted-imports'];
  return new Linter().verify(
    code,
    [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        rules: { 'no-restricted-imports': rule },
      },
    ],
    { filename: file },
  );
}

const component = `import { useApi } from '@ltk/platform';
export function Probe() {
  const api = useApi();
  return api ? null : null;
}
`;

describe('components never take the api client', () => {
  it('fails a component of an app that imports useApi or usePlatform', async () => {
    for (const file of ['mfe-discover/src/features/probe/probe.tsx', 'shell/src/features/probe.tsx']) {
      const messages = await restrictedImports(file, component);
      assert.equal(messages.length, 1, file);
      assert.match(messages[0]?.message ?? '', /useRead\/useList/);
    }
    const platform = await restrictedImports(
      'mfe-search/src/app/probe.tsx',
      "import { usePlatform } from '@ltk/platform';\nexport const probe = usePlatform;\n",
    );
    assert.equal(platform.length, 1);
  });

  it('lets read hooks, tests and other imports of the packages through', async () => {
    assert.deepEqual(await restrictedImports('mfe-discover/src/features/probe/use-probe.ts', component), []);
    assert.deepEqual(
      await restrictedImports('mfe-discover/src/features/probe/probe.test.tsx', component),
      [],
    );
    const imageUrl = "import { imageUrl } from '@ltk/api-client';\nimport { useBus } from '@ltk/platform';\n";
    assert.deepEqual(await restrictedImports('mfe-discover/src/features/probe/probe.tsx', imageUrl), []);
  });

  it('keeps the rules every file has', async () => {
    const messages = await restrictedImports(
      'mfe-discover/src/features/probe/probe.tsx',
      "import { useSelector } from 'react-redux';\nexport const probe = useSelector;\n",
    );
    assert.equal(messages.length, 1);
  });
});
