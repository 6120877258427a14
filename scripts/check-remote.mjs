#!/usr/bin/env node
// `npm run check-remote -- <app folder> [--shell <base URL>]`: checks a remote's production build (<app>/dist) against
// the shell's build (shell/dist), or against a deployed shell, before it is uploaded. One line per problem; exit 1 if any.
// What each failure means: docs/deploy-one-remote.md.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, REMOTES, SHELL } from './lib/apps.mjs';

const require = createRequire(import.meta.url);
const { checkRemote } = require('../shared/mf-config/src/contract-check.cjs');
const { checkExposedTypes } = require('../shared/mf-config/src/types-check.cjs');

const CONTRACT = 'mf-contract.json';
const USAGE = 'usage: npm run check-remote -- <app folder> [--shell <base URL>]';

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {{ dir?: string, shell?: string }} */
  const args = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = /** @type {string} */ (argv[i]);
    if (arg === '--shell') args.shell = argv[(i += 1)];
    else if (arg.startsWith('--shell=')) args.shell = arg.slice('--shell='.length);
    else if (!args.dir) args.dir = arg.replace(/[\\/]+$/, '');
    else throw new Error(`unexpected argument ${arg}\n${USAGE}`);
  }
  if (!args.dir) throw new Error(USAGE);
  if (args.shell !== undefined && !/^https?:\/\/[^/]/.test(args.shell))
    throw new Error(
      `--shell takes the shell's base URL (http:// or https://), got ${args.shell || 'nothing'}`,
    );
  return args;
}

/** @param {string} file */
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/** The shell's contract: shell/dist's, or the deployed one at <base URL>/mf-contract.json. @param {string | undefined} base */
async function shellContract(base) {
  if (!base) {
    const file = path.join(ROOT, 'shell/dist', CONTRACT);
    const contract = readJson(file);
    if (!contract)
      throw new Error(`${path.relative(ROOT, file)} is missing: build the shell first (npm run build)`);
    return { contract, label: 'the shell build (shell/dist)' };
  }
  const url = new URL(CONTRACT, base.endsWith('/') ? base : `${base}/`);
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok)
    throw new Error(
      `${url}: HTTP ${response.status} (a shell deployed before the contract existed has none: redeploy it)`,
    );
  return { contract: await response.json(), label: `the deployed shell (${url.origin})` };
}

async function main() {
  const { dir, shell } = parseArgs(process.argv.slice(2));
  const folder = path.resolve(ROOT, /** @type {string} */ (dir));
  const dist = path.join(folder, 'dist');
  const manifest = readJson(path.join(dist, 'mf-manifest.json'));
  if (!manifest)
    throw new Error(`${path.relative(ROOT, dist)}/mf-manifest.json is missing: build ${dir} first`);
  const known = REMOTES.find((app) => path.resolve(ROOT, app.dir) === folder);
  const { contract, label } = await shellContract(shell);
  const remote = readJson(path.join(dist, CONTRACT));
  const relative = path.relative(ROOT, folder) || '.';
  const problems = checkRemote({ remote, shell: contract, manifest, dir: relative, shellLabel: label });
  // The declarations of its exposes against what the shell calls on them (the types of this checkout's shell).
  if (remote?.role === 'remote')
    problems.push(
      ...checkExposedTypes({
        remote,
        shell: contract,
        dist,
        shellDir: path.join(ROOT, SHELL.dir),
        dir: relative,
        shellLabel: label,
      }),
    );
  if (known && known.name !== manifest.name)
    problems.unshift(
      `${manifest.name}: apps.json names ${dir} ${known.name}: build it with its apps.json name`,
    );
  for (const problem of problems) console.log(problem);
  if (problems.length) {
    console.log(`${manifest.name}: ${problems.length} problem(s) against ${label}: do not deploy`);
    process.exitCode = 1;
  } else console.log(`${manifest.name}: ok against ${label}`);
}

main().catch((error) => {
  console.error(`check-remote: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 2;
});
