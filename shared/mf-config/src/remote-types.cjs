const fs = require('node:fs');
const path = require('node:path');
const { Worker, isMainThread, parentPort, workerData } = require('node:worker_threads');
const ts = require('typescript');

/** The folder, beside mf-manifest.json, that holds the declarations of a remote's exposes. */
const TYPES_DIR = '@mf-types';
const COMPILED = 'compiled-types';

// A remote without a tsconfig.json (the fixtures of contract.test.ts) is read with the workspace's settings.
/** @type {import('typescript').CompilerOptions} */
const FALLBACK = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  jsxImportSource: '@emotion/react',
  strict: true,
  esModuleInterop: true,
  resolveJsonModule: true,
};

/** `./discover-feed` -> `discover-feed` (the file name of an expose's declarations). @param {string} expose */
const exposeFile = (expose) => expose.replace(/^\.\//, '');

/** @param {string} dir @returns {import('typescript').CompilerOptions} */
function compilerOptions(dir) {
  const config = path.join(dir, 'tsconfig.json');
  const own = fs.existsSync(config)
    ? ts.getParsedCommandLineOfConfigFile(
        config,
        {},
        /** @type {any} */ ({
          ...ts.sys,
          onUnRecoverableConfigFileDiagnostic: (/** @type {import('typescript').Diagnostic} */ d) => {
            throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
          },
        }),
      )?.options
    : FALLBACK;
  return {
    ...own,
    // Only what the exposes' declarations need: no test or node globals, no emit but the .d.ts files.
    types: [],
    allowJs: true,
    declaration: true,
    emitDeclarationOnly: true,
    noEmit: false,
    declarationMap: false,
    sourceMap: false,
    incremental: false,
    composite: false,
    skipLibCheck: true,
    rootDir: undefined,
    outDir: path.join(dir, TYPES_DIR, COMPILED),
  };
}

// Relative module names a declaration file refers to (`from './x'`, `import('./x')`): files to emit as well.
const RELATIVE = /(?:\bfrom\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

const slash = (/** @type {string} */ file) => file.split(path.sep).join('/');
const SOURCE_EXTENSION = /\.(tsx?|jsx?|mts|cts)$/;

/**
 * @typedef {{ dir: string, exposes: Record<string, string> }} RemoteSources dir: the remote's folder; exposes: as in its webpack config
 * @typedef {{ files: Map<string, string>, errors: string[] }} ExposedTypes files: path in `@mf-types` -> text
 */

/**
 * The declarations of remotes' exposed modules, from their sources with the TypeScript compiler (one program for
 * all, so the shared packages are read once): for each expose `./x`, `x.d.ts` re-exporting
 * `compiled-types/<its source path>.d.ts`, and the declarations of the remote's own files those refer to (only
 * those, not the whole remote). Paths are relative to the `@mf-types` folder; `errors`: what the declaration emit
 * could not express (a type it cannot name), file and message.
 * @param {RemoteSources[]} remotes @returns {ExposedTypes[]} in the order of `remotes`
 */
function exposedTypes(remotes) {
  if (!remotes.length) return [];
  const options = compilerOptions(/** @type {RemoteSources} */ (remotes[0]).dir);
  const entries = remotes.map(({ dir, exposes }) =>
    Object.entries(exposes).map(([expose, file]) => ({ expose, file: path.resolve(dir, file) })),
  );
  const program = ts.createProgram({ rootNames: entries.flat().map((e) => e.file), options });
  const checker = program.getTypeChecker();
  return remotes.map(({ dir }, i) => {
    const exposed = /** @type {{ expose: string, file: string }[]} */ (entries[i]);
    /** @type {Map<string, string>} */
    const files = new Map();
    /** @type {string[]} */
    const errors = [];
    const compiledName = (/** @type {string} */ file) =>
      `${COMPILED}/${slash(path.relative(dir, file)).replace(SOURCE_EXTENSION, '')}`;
    const queue = exposed.map((e) => e.file);
    const seen = new Set(queue);
    for (const file of queue) {
      const source = program.getSourceFile(file);
      if (!source) {
        errors.push(`${slash(path.relative(dir, file))}: not found`);
        continue;
      }
      const { diagnostics } = program.emit(
        source,
        (_name, text) => {
          files.set(`${compiledName(file)}.d.ts`, text);
          for (const [, specifier] of text.matchAll(RELATIVE)) {
            const resolved = ts.resolveModuleName(/** @type {string} */ (specifier), file, options, ts.sys)
              .resolvedModule?.resolvedFileName;
            if (
              resolved &&
              !resolved.endsWith('.d.ts') &&
              !seen.has(resolved) &&
              !path.relative(dir, resolved).startsWith('..')
            ) {
              seen.add(resolved);
              queue.push(resolved);
            }
          }
        },
        undefined,
        true,
      );
      for (const diagnostic of diagnostics)
        errors.push(ts.formatDiagnostic(diagnostic, formatHost(dir)).trim());
    }
    for (const { expose, file } of exposed) {
      const source = program.getSourceFile(file);
      const symbol = source && checker.getSymbolAtLocation(source);
      const names = symbol ? checker.getExportsOfModule(symbol).map((s) => s.name) : [];
      const compiled = compiledName(file);
      files.set(
        `${exposeFile(expose)}.d.ts`,
        `export * from './${compiled}';\n${names.includes('default') ? `export { default } from './${compiled}';\n` : ''}`,
      );
    }
    return { files: new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), errors };
  });
}

/** @param {string} dir @returns {import('typescript').FormatDiagnosticsHost} */
const formatHost = (dir) => ({
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => dir,
  getNewLine: () => '\n',
});

/** Writes declarations (exposedTypes' files) into the folder `into`, emptied first. @param {Map<string, string>} files @param {string} into */
function writeTypes(files, into) {
  fs.rmSync(into, { recursive: true, force: true });
  for (const [name, text] of files) {
    const file = path.join(into, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
}

const PLUGIN = 'ExposedTypesPlugin';

/**
 * Emits `@mf-types/` beside `mf-manifest.json`: the declarations of the remote's exposes (exposedTypes), which
 * `check-remote` checks against what the shell calls. The compiler runs in a worker thread from the start of the
 * compilation, beside webpack, so the build waits for it only if it is the slower of the two.
 */
class ExposedTypesPlugin {
  /** @param {RemoteSources} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      /** @type {Promise<{ files: [string, string][], errors: string[] }>} */
      const result = new Promise((resolve, reject) => {
        const worker = new Worker(__filename, { workerData: { exposedTypes: this.options } });
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      // Awaited at processAssets; a compilation that fails earlier never gets there.
      result.catch(() => undefined);
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const { files, errors } = await result;
          for (const [name, text] of files)
            compilation.emitAsset(`${TYPES_DIR}/${name}`, new sources.RawSource(text));
          for (const error of errors)
            compilation.errors.push(
              new WebpackError(`the declarations of the exposes are incomplete (${TYPES_DIR}): ${error}`),
            );
        },
      );
    });
  }
}

if (!isMainThread && workerData?.exposedTypes) {
  const { files, errors } = /** @type {ExposedTypes} */ (exposedTypes([workerData.exposedTypes])[0]);
  parentPort?.postMessage({ files: [...files], errors });
}

module.exports = { exposedTypes, writeTypes, exposeFile, ExposedTypesPlugin, TYPES_DIR };
