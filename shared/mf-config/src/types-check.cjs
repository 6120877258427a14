const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { TYPES_DIR, exposeFile } = require('./remote-types.cjs');

/** @typedef {import('./contract-plugin.cjs').Contract} Contract */

const CHECK_FILE = '__check-remote-types__.ts';

/** @type {import('typescript').CompilerOptions} */
const OPTIONS = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  jsx: ts.JsxEmit.ReactJSX,
  jsxImportSource: '@emotion/react',
  strict: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

/** What the shell calls on a module it loads: the lifecycles on `<remote>/app`, a parcel's on any other. @param {string} id */
const calledType = (id) => (id.endsWith('/app') ? 'RemoteAppModule' : 'RemoteParcelModule');

/**
 * The declarations the candidate emitted (`<dist>/@mf-types/`) against what the shell calls on each module it loads
 * from it (`remoteModules` of the shell's contract): `RemoteAppModule` on `./app`, `RemoteParcelModule` on the
 * others, from the @ltk/contracts the shell's folder resolves. One line per expose that does not fit (empty: all fit).
 * An expose that is missing or lacks a lifecycle is left to checkRemote, which names it already.
 * @param {{ remote: Contract, shell: Contract, dist: string, shellDir: string, dir?: string, shellLabel?: string }} input
 *   dist: the candidate's build folder; shellDir: the folder that resolves @ltk/contracts as the shell does
 * @returns {string[]}
 */
function checkExposedTypes({ remote, shell, dist, shellDir, dir = '<remote>', shellLabel = 'the shell' }) {
  const { name } = remote;
  /** @type {string[]} */
  const problems = [];
  /** @type {{ id: string, expose: string, file: string }[]} */
  const checks = [];
  for (const [id, required] of Object.entries(shell.remoteModules ?? {})) {
    if (!id.startsWith(`${name}/`)) continue;
    const expose = `./${id.slice(name.length + 1)}`;
    const provided = remote.exposes?.[expose];
    if (provided === undefined || (provided && required.some((e) => !provided.includes(e)))) continue;
    const file = path.join(dist, TYPES_DIR, `${exposeFile(expose)}.d.ts`);
    if (fs.existsSync(file)) checks.push({ id, expose, file });
    else
      problems.push(
        `${name}: its build has no declarations of ${expose} (${TYPES_DIR}/${exposeFile(expose)}.d.ts): rebuild ${dir} with the current @ltk/mf-config, which emits them`,
      );
  }
  if (!checks.length) return problems;
  const checkFile = path.join(shellDir, CHECK_FILE);
  const lines = [
    "import type { RemoteAppModule, RemoteParcelModule } from '@ltk/contracts';",
    ...checks.map(
      ({ file }, i) => `import type * as module${i} from ${JSON.stringify(file.replace(/\.d\.ts$/, ''))};`,
    ),
  ];
  const first = lines.length;
  lines.push(
    ...checks.map(
      ({ id }, i) => `export const check${i}: ${calledType(id)} = null as unknown as typeof module${i};`,
    ),
  );
  const text = `${lines.join('\n')}\n`;
  const host = ts.createCompilerHost(OPTIONS);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => file === checkFile || fileExists(file);
  host.readFile = (file) => (file === checkFile ? text : readFile(file));
  host.getSourceFile = (file, language, ...rest) =>
    file === checkFile
      ? ts.createSourceFile(file, text, language)
      : getSourceFile.call(host, file, language, ...rest);
  const program = ts.createProgram({ rootNames: [checkFile], options: OPTIONS, host });
  const source = /** @type {import('typescript').SourceFile} */ (program.getSourceFile(checkFile));
  for (const diagnostic of [
    ...program.getSyntacticDiagnostics(source),
    ...program.getSemanticDiagnostics(source),
  ]) {
    const line =
      diagnostic.start === undefined ? -1 : source.getLineAndCharacterOfPosition(diagnostic.start).line;
    const check = checks[line - first];
    // The property that differs and the cause, the chain's first and last words on it.
    const chain = ts
      .flattenDiagnosticMessageText(diagnostic.messageText, '\n')
      .split('\n')
      .map((line) => line.trim().replace(/\.$/, '').replaceAll(path.join(dist, TYPES_DIR), TYPES_DIR));
    const message = [...new Set([chain.find((line) => / are incompatible$/.test(line)), chain.at(-1)])]
      .filter(Boolean)
      .join(': ');
    problems.push(
      check
        ? `${name}: the types ${check.expose} emits (${TYPES_DIR}/${exposeFile(check.expose)}.d.ts) do not fit what ${shellLabel} calls on ${check.id} (${calledType(check.id)} of @ltk/contracts): ${message}: keep the props and lifecycles of createRemoteLifecycles/createParcel from @ltk/platform, or change the shell first and deploy it`
        : `${name}: its declarations (${TYPES_DIR}) cannot be read: ${message}: rebuild ${dir} with the current @ltk/mf-config`,
    );
  }
  return problems;
}

module.exports = { checkExposedTypes };
