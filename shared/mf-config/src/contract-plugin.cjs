const path = require('node:path');

const CONTRACT_FILE = 'mf-contract.json';
const PLUGIN = 'FederationContractPlugin';

/**
 * @typedef {{ version: string, exports: string[] | null, files?: string[] }} Provided
 * @typedef {{ requiredVersion: string | false, exports: string[] }} Consumed
 * @typedef {{
 *   name: string,
 *   role: 'host' | 'remote',
 *   provides?: Record<string, Provided>,
 *   consumes?: Record<string, Consumed>,
 *   bundled?: Record<string, string>,
 *   bundledFiles?: Record<string, string[]>,
 *   exposes?: Record<string, string[] | null>,
 *   exposeFiles?: Record<string, string[]>,
 *   remoteModules?: Record<string, string[]>,
 * }} Contract
 */

// The exports a module provides, as webpack's FlagDependencyExportsPlugin found them: a list for ES modules,
// null when they cannot be known statically (CommonJS, dynamic re-exports): any name is then accepted.
/** @param {import('webpack').ModuleGraph} moduleGraph @param {import('webpack').Module} module */
function providedExports(moduleGraph, module) {
  const provided = moduleGraph.getExportsInfo(module).getProvidedExports();
  return Array.isArray(provided) ? [...provided].sort() : null;
}

// The names a dependency reads from its module: `*` when it takes the whole namespace (`import * as`, `require`).
/** @param {import('webpack').ModuleGraph} moduleGraph @param {any} dependency @param {Set<string>} into */
function addReferencedExports(moduleGraph, dependency, into) {
  if (typeof dependency.getReferencedExports !== 'function') return;
  for (const ref of dependency.getReferencedExports(moduleGraph, undefined)) {
    const path = Array.isArray(ref) ? ref : ref.name;
    into.add(path.length === 0 ? '*' : path[0]);
  }
}

// Workspace packages are bundled by sub-path on purpose (`@ltk/ui/feed`, `@ltk/store/feed-cards`: stateless pieces
// each remote carries); what must not be bundled is a file the shell already provides in a shared module.
const isWorkspacePackage = (/** @type {string} */ name) => name.startsWith('@ltk/');

/** @param {any} module @returns {{ name: string, version: string, root: string, file: string } | undefined} */
function packageOf(module) {
  const data = module.resourceResolveData;
  const name = data?.descriptionFileData?.name;
  if (!name) return undefined;
  const file = (data.relativePath ?? path.relative(data.descriptionFileRoot, data.path)).replace(/^\.\//, '');
  return {
    name,
    version: data.descriptionFileData.version ?? 'unknown',
    root: data.descriptionFileRoot,
    file,
  };
}

// The files of a workspace package a provided module is made of: the module and what it imports within the package.
/** @param {import('webpack').ModuleGraph} moduleGraph @param {any} start */
function filesWithin(moduleGraph, start) {
  const owner = packageOf(start.rootModule ?? start);
  if (!owner) return [];
  const seen = new Set();
  /** @type {any[]} */
  const queue = [];
  const visit = (/** @type {any} */ module) => {
    for (const inner of innerModules(module))
      if (!seen.has(inner) && packageOf(inner)?.name === owner.name) {
        seen.add(inner);
        queue.push(inner);
      }
  };
  visit(start);
  for (const module of queue)
    for (const connection of moduleGraph.getOutgoingConnections(module))
      if (connection.module) visit(connection.module);
  return [...new Set([...seen].map((m) => /** @type {{ file: string }} */ (packageOf(m)).file))].sort();
}

// A concatenated module stands for the modules it inlines.
/** @param {any} module @returns {any[]} */
const innerModules = (module) => (Array.isArray(module.modules) ? module.modules : [module]);

/**
 * Writes `mf-contract.json` beside `mf-manifest.json`, from webpack's module graph:
 * - host: every shared module it provides, with its version and the names it exports (a facade's list), and the
 *   remote modules it loads with the exports it calls;
 * - remote: every shared module it consumes (its required range and the names its code imports), the
 *   packages bundled into its own chunks, and its exposes with the names each exports.
 * `check-remote` (contract-check.cjs) compares a remote's contract with the shell's.
 */
class FederationContractPlugin {
  /** @param {{ name: string, role: 'host' | 'remote', remoteModules?: Record<string, string[]> }} options remoteModules (host): the exposes it loads, with the exports it calls */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { name, role, remoteModules = {} } = this.options;
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const contract =
            role === 'host'
              ? { ...hostContract(compilation, name), remoteModules }
              : remoteContract(compilation, name);
          compilation.emitAsset(
            CONTRACT_FILE,
            new sources.RawSource(`${JSON.stringify(contract, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/** @param {import('webpack').Compilation} compilation @param {string} name @returns {Contract} */
function hostContract(compilation, name) {
  const { moduleGraph } = compilation;
  /** @type {Record<string, Provided>} */
  const provides = {};
  for (const module of compilation.modules) {
    const shared = /** @type {any} */ (module);
    if (module.constructor.name !== 'ProvideSharedModule') continue;
    const dependency = shared.blocks[0]?.dependencies[0] ?? shared.dependencies[0];
    const target = dependency && moduleGraph.getModule(dependency);
    const owner = target && packageOf(/** @type {any} */ (target).rootModule ?? target);
    provides[shared._name] = {
      version: shared._version,
      exports: target ? providedExports(moduleGraph, /** @type {any} */ (target).rootModule ?? target) : null,
      ...(owner && isWorkspacePackage(owner.name) && `${shared._name}/`.startsWith(`${owner.name}/`)
        ? { files: filesWithin(moduleGraph, target) }
        : {}),
    };
  }
  return { name, role: 'host', provides: sortKeys(provides) };
}

/** @param {import('webpack').Compilation} compilation @param {string} name @returns {Contract} */
function remoteContract(compilation, name) {
  const { moduleGraph } = compilation;
  /** @type {Record<string, Consumed>} */
  const consumes = {};
  /** @type {Record<string, string>} */
  const bundled = {};
  /** @type {Record<string, Set<string>>} */
  const bundledFiles = {};
  /** @type {Record<string, string[] | null>} */
  const exposes = {};
  /** @type {Record<string, string[]>} */
  const exposeFiles = {};
  const own = compilation.compiler.context;
  for (const module of compilation.modules) {
    const any = /** @type {any} */ (module);
    if (module.constructor.name === 'ConsumeSharedModule') {
      const names = new Set();
      for (const connection of moduleGraph.getIncomingConnections(module))
        addReferencedExports(moduleGraph, connection.dependency, names);
      const entry = (consumes[any.options.shareKey] ??= {
        requiredVersion: any.options.requiredVersion,
        exports: [],
      });
      entry.exports = [...new Set([...entry.exports, ...names])].sort();
    } else if (module.constructor.name === 'ContainerEntryModule') {
      for (const block of module.blocks)
        for (const dependency of block.dependencies) {
          const exposed = moduleGraph.getModule(dependency);
          const key = /** @type {any} */ (dependency).exposedName;
          if (exposed && key) exposes[key] = providedExports(moduleGraph, exposed);
          // The expose's own chunk files: check-remote finds them in the manifest of the same build.
          const group = compilation.chunkGraph.getBlockChunkGroup(block);
          if (key && group)
            exposeFiles[key] = group.chunks
              .flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')))
              .sort();
        }
    }
    if (compilation.chunkGraph.getNumberOfModuleChunks(module) === 0) continue;
    for (const inner of innerModules(any)) {
      const owner = packageOf(inner);
      if (!owner || owner.root === own) continue;
      bundled[owner.name] = owner.version;
      if (isWorkspacePackage(owner.name)) (bundledFiles[owner.name] ??= new Set()).add(owner.file);
    }
  }
  return {
    name,
    role: 'remote',
    consumes: sortKeys(consumes),
    bundled: sortKeys(bundled),
    bundledFiles: sortKeys(
      Object.fromEntries(Object.entries(bundledFiles).map(([name, files]) => [name, [...files].sort()])),
    ),
    exposes: sortKeys(exposes),
    exposeFiles: sortKeys(exposeFiles),
  };
}

/** @template T @param {Record<string, T>} record @returns {Record<string, T>} */
const sortKeys = (record) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

module.exports = { FederationContractPlugin };
