// `npm run create-remote -- <name> [--route /path]`: a new remote `mfe-<name>` with the standard skeleton
// (docs/anatomy-of-a-remote.md) from scripts/create-remote-template/, registered where the composed site needs it:
// apps.json (name, folder, port), @ltk/contracts (REMOTE_NAMES) and @ltk/routes' route table, so the shell mounts it
// on its route (the shell's typecheck reads the types of its exposes from its sources, scripts/remote-types.mjs).
// Then links it into the workspace (pnpm install, from the store when it can).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const TEMPLATE = path.join(ROOT, 'scripts/create-remote-template');
const usage =
  'usage: npm run create-remote -- <name> [--route /path]   (name: lower-case words with dashes, e.g. gift-cards)';

/** Where each registration lives. */
const FILES = {
  apps: 'apps.json',
  remoteNames: 'shared/contracts/src/remotes/runtime-config.ts',
  routeTable: 'shared/routes/src/route-table.json',
};

/** A wrong argument or a name that is taken: the message is for the user. */
export class UsageError extends Error {}

/** @param {string[]} argv */
export function parseArgs(argv) {
  const routeAt = argv.indexOf('--route');
  const route = routeAt >= 0 ? argv[routeAt + 1] : undefined;
  const names = argv.filter((arg, i) => !arg.startsWith('--') && (routeAt < 0 || i !== routeAt + 1));
  if (names.length !== 1) throw new UsageError(usage);
  const base = /** @type {string} */ (names[0]).replace(/^mfe[-_]/, '').replace(/_/g, '-');
  if (!/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(base))
    throw new UsageError(
      `${names[0]}: a remote's name is lower-case words with dashes (gift-cards)\n${usage}`,
    );
  const path_ = route ?? `/${base}`;
  if (!/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/.test(path_))
    throw new UsageError(`${path_}: a route is a path of lower-case segments (/gift-cards)\n${usage}`);
  const words = base.split('-');
  return {
    base,
    dir: `mfe-${base}`,
    name: `mfe_${words.join('_')}`,
    route: path_,
    title: words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join(' '),
    pascal: words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join(''),
  };
}

/** @param {string} file */
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');

/**
 * Inserts `line` before the end of the block that `pattern` (with groups head and tail) finds.
 * @param {string} file @param {RegExp} pattern @param {string} line
 */
function insertInto(file, pattern, line) {
  const text = read(file);
  if (!pattern.test(text)) throw new Error(`${file}: cannot find where to register the remote (${pattern})`);
  return text.replace(pattern, (_all, head, tail) => `${head}\n${line}${tail}`);
}

/**
 * Every file the new remote changes or adds, computed before anything is written.
 * @param {ReturnType<typeof parseArgs>} remote
 */
export function plan(remote) {
  const apps = JSON.parse(read(FILES.apps));
  if (existsSync(path.join(ROOT, remote.dir))) throw new UsageError(`${remote.dir} exists already`);
  if (apps.apps.some((/** @type {{ name: string }} */ app) => app.name === remote.name))
    throw new UsageError(`${remote.name} is in apps.json already`);
  /** @type {{ name: string, path: string, remote: string }[]} */
  const table = JSON.parse(read(FILES.routeTable));
  const taken = table.find((row) => row.path === remote.route || row.name === remote.base);
  if (taken)
    throw new UsageError(`the route table has ${taken.path} (${taken.remote}) already: pick --route`);
  const ports = [...apps.apps.map((/** @type {{ port: number }} */ app) => app.port)];
  const port = Math.max(...ports) + 1;
  apps.apps.push({
    name: remote.name,
    dir: remote.dir,
    package: `@ltk/${remote.dir}`,
    port,
    owns: `\`${remote.route}\``,
  });
  const tokens = {
    __DIR__: remote.dir,
    __NAME__: remote.name,
    __PORT__: String(port),
    __ROUTE__: remote.route,
    __ROUTE_FILE__: remote.base,
    __TITLE__: remote.title,
    __PASCAL__: remote.pascal,
  };
  /** @type {Map<string, string>} */
  const files = new Map();
  files.set(FILES.apps, `${JSON.stringify(apps, null, 2)}\n`);
  files.set(
    FILES.remoteNames,
    insertInto(
      FILES.remoteNames,
      /(export const REMOTE_NAMES = \[[^\]]*?)(\n\] as const;)/,
      `  '${remote.name}',`,
    ),
  );
  const table_ = read(FILES.routeTable);
  const row = `{ "name": "${remote.base}", "path": "${remote.route}", "remote": "${remote.name}" }`;
  if (!/\}\s*\]\s*$/.test(table_)) throw new Error(`${FILES.routeTable}: not a JSON array of routes`);
  files.set(FILES.routeTable, table_.replace(/\}\s*\]\s*$/, `},\n\n  ${row}\n]\n`));
  for (const template of walk(TEMPLATE)) {
    const relative = path
      .relative(TEMPLATE, template)
      .replace(/\.tmpl$/, '')
      .replace(/(^|[\\/])page(\.test)?\.tsx$/, `$1${remote.base}-page$2.tsx`);
    let text = readFileSync(template, 'utf8');
    for (const [token, value] of Object.entries(tokens)) text = text.replaceAll(token, value);
    files.set(path.join(remote.dir, relative), text);
  }
  return { port, files };
}

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
