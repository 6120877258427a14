// The workspace's import graph with type-only imports included, and its cycles. ESLint's import-x/no-cycle skips
// `import type`, so a cycle made of type imports (a slice importing RootState from the reducer that imports the
// slice) passes lint; this graph sees it. Every edge is resolved by TypeScript with the importing project's own
// compiler options, so package names (`@ltk/store`) lead to their sources and a cycle between packages counts too.
import { realpathSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Import edges between the source files of the given TypeScript projects (files under node_modules or outside
 * `root` are left out).
 * @param {string} root
 * @param {string[]} tsconfigs absolute paths
 * @returns {Map<string, Set<string>>} file -> files it imports (absolute, real paths)
 */
export function importGraph(root, tsconfigs) {
  const realRoot = realpathSync(root);
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  for (const tsconfig of tsconfigs) {
    const parsed = ts.getParsedCommandLineOfConfigFile(
      tsconfig,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    if (!parsed) continue;
    const host = ts.createCompilerHost(parsed.options);
    for (const file of parsed.fileNames) {
      const from = realpathSync(file);
      const edges = graph.get(from) ?? new Set();
      graph.set(from, edges);
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const imported of importedFiles) {
        const resolved = ts.resolveModuleName(imported.fileName, file, parsed.options, host).resolvedModule;
        if (!resolved) continue;
        const to = realpathSync(resolved.resolvedFileName);
        if (to.includes(`${path.sep}node_modules${path.sep}`) || !to.startsWith(realRoot + path.sep))
          continue;
        edges.add(to);
      }
    }
  }
  return graph;
}

/**
 * The graph's cycles: each strongly connected component of more than one file (or a file importing itself),
 * its files sorted.
 * @param {Map<string, Set<string>>} graph
 * @returns {string[][]}
 */
export function importCycles(graph) {
  let next = 0;
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const cycles = [];
  // Tarjan's algorithm, iterative: a deep import chain must not overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    /** @type {{ node: string, edges: Iterator<string> }[]} */
    const work = [];
    const visit = (/** @type {string} */ node) => {
      index.set(node, next);
      low.set(node, next);
      next += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, edges: (graph.get(node) ?? new Set()).values() });
    };
    visit(start);
    while (work.length > 0) {
      const frame = /** @type {{ node: string, edges: Iterator<string> }} */ (work.at(-1));
      const step = frame.edges.next();
      if (!step.done) {
        const to = step.value;
        if (!index.has(to)) visit(to);
        else if (onStack.has(to))
          low.set(frame.node, Math.min(Number(low.get(frame.node)), Number(index.get(to))));
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(Number(low.get(parent.node)), Number(low.get(frame.node))));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      /** @type {string[]} */
      const component = [];
      let member;
      do {
        member = /** @type {string} */ (stack.pop());
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || graph.get(frame.node)?.has(frame.node)) cycles.push(component.sort());
    }
  }
  return cycles;
}
