// The import-cycle check (scripts/check-import-cycles.mjs) on small projects written to a temporary folder.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { importCycles, importGraph } from './import-graph.mjs';

const dirs = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A one-project folder with the given files under src/; returns the root and its tsconfig. */
function project(files) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
  dirs.push(root);
  writeFileSync(
    path.join(root, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true },
      include: ['src'],
    }),
  );
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, 'src', name)), { recursive: true });
    writeFileSync(path.join(root, 'src', name), text);
  }
  return { root, tsconfig: path.join(root, 'tsconfig.json') };
}

const cyclesOf = (files) => {
  const { root, tsconfig } = project(files);
  return importCycles(importGraph(root, [tsconfig])).map((cycle) => cycle.map((file) => path.basename(file)));
};

describe('import cycles', () => {
  it('finds a cycle made of a type-only import (what import-x/no-cycle skips)', () => {
    const cycles = cyclesOf({
      'root-reducer.ts':
        "import { slice } from './slice';\nexport const root = { slice };\nexport type RootState = typeof root;\n",
      'slice.ts':
        "import type { RootState } from './root-reducer';\nexport const slice = 1;\nexport const select = (s: RootState) => s.slice;\n",
    });
    assert.deepEqual(cycles, [['root-reducer.ts', 'slice.ts']]);
  });

  it('finds a longer cycle once, with every file in it', () => {
    const cycles = cyclesOf({
      'a.ts': "import { b } from './b';\nexport const a = b;\n",
      'b.ts': "import { c } from './c';\nexport const b = c;\n",
      'c.ts': "export { a as c } from './a';\n",
      'd.ts': "import { a } from './a';\nexport const d = a;\n",
    });
    assert.deepEqual(cycles, [['a.ts', 'b.ts', 'c.ts']]);
  });

  it('reports nothing for a graph without cycles (the shared piece moved to its own module)', () => {
    const cycles = cyclesOf({
      'root-reducer.ts':
        "import { slice } from './slice';\nexport const root = { slice };\nexport type RootState = typeof root;\n",
      'slice.ts': 'export const slice = 1;\n',
      'selectors.ts':
        "import type { RootState } from './root-reducer';\nexport const select = (s: RootState) => s.slice;\n",
    });
    assert.deepEqual(cycles, []);
  });
});
