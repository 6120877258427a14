const { parseRange, satisfy } = require(require.resolve('webpack/lib/util/semver'));

/** @typedef {import('./contract-plugin.cjs').Contract} Contract */
/** @typedef {{ name?: string, exposes?: Array<{ path?: string, name: string, assets?: { js?: { sync?: string[], async?: string[] } } }> }} Manifest */

// Libraries that must be one instance in the page (module-level state, React contexts, the single-spa
// registry): a remote that bundles its own copy splits the page in two. The workspace packages are checked
// by file instead (checkBundledFiles): their stateless sub-paths (`@ltk/ui/feed`, `@ltk/store/feed-cards`)
// are bundled by each remote on purpose, a file the shell provides in a shared module must not be.
const ONE_INSTANCE = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'rxjs',
  '@reduxjs/toolkit',
  'redux',
  'react-redux',
  'i18next',
  'react-i18next',
  'single-spa',
];
const mustBeOneInstance = (/** @type {string} */ name) =>
  ONE_INSTANCE.includes(name) || name.startsWith('@emotion/');

// Where a bundled copy usually comes from, and what to import instead.
/** @type {Record<string, string>} */
const SHARED_INSTEAD = {
  'react-router': 'react-router-dom',
  redux: '@reduxjs/toolkit',
};

/**
 * The problems of a candidate remote's build against the shell's, one line each (empty: it may be deployed).
 * @param {{ remote: Contract | undefined, shell: Contract, manifest?: Manifest, dir?: string, shellLabel?: string }} input
 *   remote: the remote's mf-contract.json; shell: the shell's; manifest: the remote's mf-manifest.json; dir: its folder (for the fixes)
 * @returns {string[]}
 */
function checkRemote({ remote, shell, manifest, dir = '<remote>', shellLabel = 'the shell' }) {
  const label = manifest?.name ?? remote?.name ?? dir;
  if (!remote || remote.role !== 'remote')
    return [
      `${label}: ${dir}/dist has no mf-contract.json from @ltk/mf-config (a foreign or old build): build it with remoteConfig from @ltk/mf-config (npm run pnpm -- --filter <package> build)`,
    ];
  const name = remote.name;
  /** @type {string[]} */
  const problems = [];
  if (manifest?.name && manifest.name !== name)
    problems.push(
      `${manifest.name}: mf-manifest.json names ${manifest.name} but mf-contract.json names ${name}: rebuild ${dir} so both come from one build`,
    );
  // A foreign build written over ours keeps our old contract: its exposes' chunks are not the ones listed.
  for (const [expose, files] of Object.entries(remote.exposeFiles ?? {})) {
    const listed = manifest?.exposes?.find((e) => (e.path ?? `./${e.name}`) === expose)?.assets?.js;
    const stale =
      manifest && files.filter((f) => ![...(listed?.sync ?? []), ...(listed?.async ?? [])].includes(f));
    if (stale?.length)
      problems.push(
        `${name}: mf-manifest.json does not list ${stale.join(', ')} of ${expose}: mf-contract.json is from another build (a foreign build over dist?); rebuild ${dir} with @ltk/mf-config`,
      );
  }
  const provides = shell.provides ?? {};
  for (const [key, consumed] of Object.entries(remote.consumes ?? {})) {
    const provided = provides[key];
    if (!provided) {
      problems.push(
        `${name}: imports ${key}, which ${shellLabel} does not provide: deploy a shell built with the same @ltk/mf-config (shared-deps.cjs) first`,
      );
      continue;
    }
    if (consumed.requiredVersion && !satisfy(parseRange(consumed.requiredVersion), provided.version))
      problems.push(
        `${name}: requires ${key} ${consumed.requiredVersion} but ${shellLabel} provides ${provided.version}: use "catalog:" for ${key} in ${dir}/package.json, or raise the catalog version and deploy the shell first`,
      );
    if (!provided.exports) continue;
    const missing = consumed.exports.filter((e) => e !== '*' && !provided.exports?.includes(e));
    for (const missingName of missing)
      problems.push(
        `${name}: imports { ${missingName} } from ${key}, which ${shellLabel} does not export: ${fixForExport(key)}`,
      );
  }
  for (const [pkg, version] of Object.entries(remote.bundled ?? {})) {
    if (!mustBeOneInstance(pkg)) continue;
    const instead = SHARED_INSTEAD[pkg];
    problems.push(
      `${name}: bundles its own ${pkg} ${version}, which must be one instance in the page: ${
        instead
          ? `import it through ${instead} (shared)`
          : `import it through a shared package, or declare it shared in shared/mf-config/src/shared-deps.cjs and deploy the shell first`
      }, and drop ${pkg} from ${dir}/package.json if the remote does not need it`,
    );
  }
  problems.push(...checkBundledFiles(remote, provides, shellLabel));
  problems.push(...checkExposes({ remote, shell, manifest, dir, shellLabel }));
  return problems;
}

/**
 * Workspace files the remote bundles although the shell provides them in a shared module (a second store,
 * bus or platform context).
 * @param {Contract} remote @param {Record<string, import('./contract-plugin.cjs').Provided>} provides @param {string} shellLabel
 */
function checkBundledFiles(remote, provides, shellLabel) {
  /** @type {string[]} */
  const problems = [];
  for (const [pkg, files] of Object.entries(remote.bundledFiles ?? {}))
    for (const [key, provided] of Object.entries(provides)) {
      if (key !== pkg && !key.startsWith(`${pkg}/`)) continue;
      const twice = files.filter((file) => provided.files?.includes(file));
      if (twice.length)
        problems.push(
          `${remote.name}: bundles its own copy of ${key} (${twice.slice(0, 3).join(', ')}${twice.length > 3 ? ', ...' : ''}), which ${shellLabel} provides as one instance: import it as '${key}' (not by a path) in a build with the current @ltk/mf-config, which shares it`,
        );
    }
  return problems;
}

/** @param {string} key */
function fixForExport(key) {
  if (['react-router-dom', 'rxjs', 'react-i18next', '@reduxjs/toolkit', 'react-redux'].includes(key))
    return `add it to its facade in shared/mf-config/src/facades/ and deploy the shell before this remote`;
  if (key.startsWith('@ltk/'))
    return `export it from ${key} and deploy the shell before this remote (the shell provides ${key})`;
  return `the shell's ${key} has no such export: check the name, or raise ${key} in the catalog and deploy the shell first`;
}

/**
 * The remote modules the shell loads (`remoteModules` of its contract: `<remote>/<expose>` -> the exports it
 * calls) must be exposed, with those exports.
 * @param {{ remote: Contract, shell: Contract, manifest?: Manifest, dir: string, shellLabel: string }} input
 */
function checkExposes({ remote, shell, manifest, dir, shellLabel }) {
  /** @type {string[]} */
  const problems = [];
  const exposes = remote.exposes ?? {};
  const manifestExposes = manifest?.exposes?.map((e) => e.path ?? `./${e.name}`);
  for (const [id, required] of Object.entries(shell.remoteModules ?? {})) {
    const slash = id.indexOf('/');
    if (id.slice(0, slash) !== remote.name) continue;
    const expose = `.${id.slice(slash)}`;
    const provided = exposes[expose];
    if (provided === undefined || (manifestExposes && !manifestExposes.includes(expose))) {
      problems.push(
        `${remote.name}: does not expose ${expose}, which ${shellLabel} loads as ${id}: add '${expose}' to exposes in ${dir}/webpack.config.js`,
      );
      continue;
    }
    const missing = provided ? required.filter((e) => !provided.includes(e)) : required;
    if (missing.length)
      problems.push(
        `${remote.name}: ${expose} does not export ${missing.join(', ')} (${shellLabel} calls ${required.join(', ')} of ${id}): export the lifecycles of createRemoteLifecycles/createParcel from @ltk/platform`,
      );
  }
  return problems;
}

module.exports = { checkRemote };
