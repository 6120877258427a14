// Which calls of `@ltk/api-client` a screen uses: a call is either called from app or package code (tests do not
// count) or marked `@unused-by-screens <the spec section that needs it>` in a JSDoc on its declaration.
// `scripts/check-api-calls.mjs` runs it over the repository; `npm test` runs that after lint.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const MARK = '@unused-by-screens';

const SOURCE = /\.(?:ts|tsx|mts|cts)$/;
const TEST = /(?:\.test\.[cm]?tsx?$|[\\/]test-support[\\/]|[\\/]__tests__[\\/])/;

/**
 * The client's calls: the functions of its call files (`export function name(ctx: ClientContext, ...)`), each
 * declared once (the `ApiClient` type is derived from them).
 * @param {string} source
 * @returns {string[]}
 */
export function callFunctions(source) {
  return [
    ...source.matchAll(
      /export\s+(?:async\s+)?function\s+([A-Za-z_$][\w$]*)\s*\(\s*ctx\s*:\s*ClientContext\b/g,
    ),
  ]
    .map((match) => match[1] ?? '')
    .filter(Boolean);
}

/**
 * `@unused-by-screens` marks: the declared name after the JSDoc and the reason written after the tag.
 * @param {string} source
 * @returns {Map<string, string>}
 */
export function marksIn(source) {
  /** @type {Map<string, string>} */
  const marks = new Map();
  const pattern =
    /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*(?:export\s+)?(?:(?:async\s+)?function\s+|const\s+|readonly\s+)?([A-Za-z_$][\w$]*)/g;
  for (const match of source.matchAll(pattern)) {
    const doc = match[1] ?? '';
    const at = doc.indexOf(MARK);
    if (at < 0) continue;
    const reason = doc
      .slice(at + MARK.length)
      .split(/\n\s*\*?\s*@/)[0]
      ?.replace(/\n\s*\*/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    marks.set(match[2] ?? '', reason ?? '');
  }
  return marks;
}

/**
 * Where a call is used: `api.name`, `extra.api.name`, `authApi.name`, `apiClient.name`, `useApi().name`, across a
 * line break or with optional chaining.
 * @param {string} name
 */
const callPattern = (name) =>
  new RegExp(`(?:^|[^\\w$])[\\w$]*(?:api|Api|API)(?:Client)?(?:\\(\\))?\\s*\\??\\s*\\.\\s*${name}\\b`);

/**
 * @param {{ calls: Iterable<string>, marks: Map<string, string>, sources: { file: string, text: string }[] }} input
 * @returns {{ unmarked: string[], noReason: string[], unknownMarks: string[], markedButUsed: { name: string, files: string[] }[], callers: Map<string, string[]> }}
 */
export function judgeCalls({ calls, marks, sources }) {
  const names = [...new Set(calls)].sort();
  /** @type {Map<string, string[]>} */
  const callers = new Map();
  for (const name of names) {
    const pattern = callPattern(name);
    callers.set(
      name,
      sources.filter((source) => pattern.test(source.text)).map((source) => source.file),
    );
  }
  const used = (/** @type {string} */ name) => (callers.get(name) ?? []).length > 0;
  return {
    unmarked: names.filter((name) => !used(name) && !marks.has(name)),
    // A mark must say which part of the spec needs the call.
    noReason: [...marks].filter(([, reason]) => !/\bspec\b.*\d/i.test(reason)).map(([name]) => name),
    unknownMarks: [...marks.keys()].filter((name) => !names.includes(name)),
    markedButUsed: names
      .filter((name) => used(name) && marks.has(name))
      .map((name) => ({ name, files: callers.get(name) ?? [] })),
    callers,
  };
}

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  /** @type {string[]} */
  const out = [];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/**
 * Reads the repository: the client's calls and marks (`shared/api-client/src`), and the code that may call them
 * (every app's and package's `src`, tests and test helpers left out, and the client's own call definitions).
 * @param {string} root
 */
export function readRepository(root) {
  const clientDir = path.join(root, 'shared/api-client/src');
  const clientFiles = filesUnder(clientDir).filter((file) => !TEST.test(file));
  /** @type {Set<string>} */
  const calls = new Set();
  /** @type {Map<string, string>} */
  const marks = new Map();
  for (const file of clientFiles) {
    const text = readFileSync(file, 'utf8');
    for (const name of callFunctions(text)) calls.add(name);
    for (const [name, reason] of marksIn(text)) marks.set(name, reason);
  }
  const roots = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (entry.name === 'shell' || entry.name.startsWith('mfe-')))
    .map((entry) => path.join(root, entry.name, 'src'));
  for (const entry of readdirSync(path.join(root, 'shared'), { withFileTypes: true })) {
    // The test packages fake the network; they are not screens.
    if (entry.isDirectory() && !['testing', 'test-network'].includes(entry.name))
      roots.push(path.join(root, 'shared', entry.name, 'src'));
  }
  const definitions = new Set(
    clientFiles.filter((file) => callFunctions(readFileSync(file, 'utf8')).length > 0),
  );
  const sources = roots
    .flatMap(filesUnder)
    .filter((file) => !TEST.test(file) && !definitions.has(file))
    .map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }));
  return { calls, marks, sources };
}
