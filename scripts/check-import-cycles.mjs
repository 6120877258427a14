#!/usr/bin/env node
// Fails on any import cycle in the workspace, type-only imports included (ESLint's import-x/no-cycle, in lint,
// does not see those). `npm test` runs it in the lint step. Fix a cycle by moving the shared piece (a type, a
// selector, a schema) into a module both sides can import, never by an exception.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { importCycles, importGraph } from './lib/import-graph.mjs';

const workspaces = [
  'shell',
  'api',
  'e2e',
  ...readdirSync(ROOT).filter((dir) => dir.startsWith('mfe-')),
  ...readdirSync(path.join(ROOT, 'shared')).map((dir) => `shared/${dir}`),
];
const tsconfigs = workspaces
  .map((dir) => path.join(ROOT, dir, 'tsconfig.json'))
  .filter((file) => existsSync(file));
const graph = importGraph(ROOT, tsconfigs);
const cycles = importCycles(graph);
console.log(`import graph: ${graph.size} files of ${tsconfigs.length} projects, ${cycles.length} cycle(s)`);
for (const cycle of cycles)
  console.error(`error: import cycle: ${cycle.map((file) => path.relative(ROOT, file)).join(' <-> ')}`);
if (cycles.length > 0) process.exitCode = 1;
