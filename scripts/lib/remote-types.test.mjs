import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import ts from 'typescript';
import { ROOT } from './apps.mjs';
import { remoteSources, writeRemoteTypes } from './remote-types.mjs';

// A copy of mfe-product whose exposed `mount` now requires a prop the shell does not pass. Its own typecheck passes
// (the `satisfies` is on the lifecycles it still wraps); @ltk/contracts is untouched.
function productWithNewProp(/** @type {string} */ tmp) {
  const copy = path.join(tmp, 'mfe-product');
  for (const entry of ['src', 'package.json', 'tsconfig.json'])
    cpSync(path.join(ROOT, 'mfe-product', entry), path.join(copy, entry), { recursive: true });
  cpSync(path.join(ROOT, 'tsconfig.base.json'), path.join(tmp, 'tsconfig.base.json'));
  symlinkSync(path.join(ROOT, 'mfe-product/node_modules'), path.join(copy, 'node_modules'));
  const file = path.join(copy, 'src/app/lifecycles.tsx');
  const source = readFileSync(file, 'utf8');
  const exported = 'export const { bootstrap, mount, unmount } = lifecycles;';
  assert.ok(source.includes(exported), `${file} no longer exports its lifecycles as the test expects`);
  writeFileSync(
    file,
    `${source.replace(exported, 'export const { bootstrap, unmount } = lifecycles;')}
export const mount = async (props: import('@ltk/contracts').PlatformProps & { currency: string }) => {
  document.documentElement.dataset.currency = props.currency;
  await (lifecycles.mount as (p: typeof props) => Promise<unknown>)(props);
};
`,
  );
  return copy;
}

/** The shell's typecheck (shell/tsconfig.json) with `@mf-types/*` read from `types`. @param {string} types */
function shellTypecheck(types) {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'shell/tsconfig.json'),
    { paths: { '@mf-types/*': [`${types}/*`] } },
    /** @type {any} */ ({ ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined }),
  );
  assert.ok(config);
  const program = ts.createProgram(config.fileNames, config.options);
  return ts.getPreEmitDiagnostics(program).map((d) => ({
    file: d.file && path.relative(ROOT, d.file.fileName),
    message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  }));
}

test("a remote's changed expose type fails the shell's typecheck, without touching @ltk/contracts", async () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'ltk-remote-types-'));
  try {
    const copy = productWithNewProp(tmp);
    const sources = (await remoteSources()).map((remote) =>
      remote.name === 'mfe_product' ? { ...remote, dir: copy } : remote,
    );
    // Under the shell's folder, as shell/@mf-types: the declarations' packages resolve from its node_modules.
    const types = mkdtempSync(path.join(ROOT, 'shell/node_modules/.cache-remote-types-'));
    after(() => rmSync(types, { recursive: true, force: true }));
    assert.deepEqual(writeRemoteTypes(sources, types), []);
    assert.match(
      readFileSync(path.join(types, 'mfe_product/compiled-types/src/app/lifecycles.d.ts'), 'utf8'),
      /export declare const mount: \(props: import\("@ltk\/contracts"\)\.PlatformProps & \{\n\s+currency: string;\n\}\) => Promise<void>;/,
    );
    const errors = shellTypecheck(types);
    const check = errors.find((e) => e.file === 'shell/src/app/federation/remote-modules.ts');
    assert.ok(
      check,
      `no error in the shell's check of the remote modules: ${JSON.stringify(errors, null, 2)}`,
    );
    assert.match(
      check.message,
      /The types of ''mfe_product\/app'\.mount' are incompatible between these types\./,
    );
    assert.match(check.message, /Property 'currency' is missing in type 'PlatformProps & AppProps'/);
    // Every error is this change's: the shell calls the remote's mount without the new prop.
    for (const error of errors) assert.match(error.message, /currency/);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});

test('a package the exposed types refer to must resolve where the shell reads them', () => {
  // A remote under e2e/, whose node_modules has @playwright/test (the shell's has not).
  const remote = mkdtempSync(path.join(ROOT, 'e2e/node_modules/.cache-remote-types-'));
  const types = mkdtempSync(path.join(ROOT, 'shell/node_modules/.cache-remote-types-'));
  try {
    cpSync(path.join(ROOT, 'tsconfig.base.json'), path.join(remote, 'tsconfig.json'));
    writeFileSync(
      path.join(remote, 'app.ts'),
      "import type { Page } from '@playwright/test';\nexport const mount = async (page: Page) => page.close();\n",
    );
    assert.deepEqual(
      writeRemoteTypes([{ name: 'mfe_probe', dir: remote, exposes: { './app': './app.ts' } }], types),
      [
        'mfe_probe: the types of its exposes refer to @playwright/test, which the shell does not resolve: add it to shell/package.json, or keep it out of the exposed types',
      ],
    );
  } finally {
    rmSync(remote, { recursive: true, force: true });
    rmSync(types, { recursive: true, force: true });
  }
});
