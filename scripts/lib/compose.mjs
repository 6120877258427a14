// Building and serving the composed site: the api plus every app on its own origin.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PORT, API_URL, APPS, DEMO_ACCOUNTS, ROOT, SHELL, runtimeConfig } from './apps.mjs';
import { background, pnpm, waitForHttp, waitForPort } from './processes.mjs';

/**
 * Where the running servers are recorded (e2e stops and restarts one of them): one file per composed site (keyed by
 * the shell's port), so two sites on one machine never stop each other's servers.
 */
export const RUN_FILE =
  process.env.LTK_RUN_FILE ?? path.join(os.tmpdir(), 'ltk-run', `servers-${SHELL.port}.json`);

export async function install() {
  await pnpm(['install', '--frozen-lockfile']);
}

/** Builds the api and every app, one at a time (2 cores). */
export async function buildAll() {
  await pnpm(['--filter', '@ltk/api', 'build']);
  await pnpm(['-r', '--workspace-concurrency=1', '--filter', './shell', '--filter', './mfe-*', 'build'], {
    env: { NODE_ENV: 'production', API_BASE_URL: API_URL },
  });
}

/** Writes the deploy-time registry the shell reads at runtime (not built in). */
export function writeRuntimeConfig(options) {
  const file = path.join(ROOT, SHELL.dir, 'dist', 'runtime-config.json');
  writeFileSync(file, `${JSON.stringify(runtimeConfig(options), null, 2)}\n`);
  return file;
}

/** How the api was started, for RUN_FILE (e2e stops it and starts it again the same way). */
/** @type {{ pid: number | undefined, port: number, cwd: string, args: string[], env: Record<string, string> } | null} */
let apiServer = null;

/**
 * Starts the api (it migrates and seeds an empty data dir or database on first start) and waits for it. With
 * `databaseUrl` it serves that PostgreSQL server with `workers` processes on its one port (node:cluster).
 * @param {{ dataDir?: string, databaseUrl?: string, workers?: number }} [options]
 */
export async function startApi({ dataDir, databaseUrl, workers } = {}) {
  /** @type {Record<string, string>} */
  const env = {
    PORT: String(API_PORT),
    WEB_URL: `http://localhost:${SHELL.port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The local compose is the demo: demo accounts and open localhost CORS (the api says so when it starts).
    LTK_DEMO: 'true',
    // glibc's malloc keeps up to 8 arenas per core, one per thread that allocates (libvips' render threads, V8's
    // compilers, PGlite's worker): each holds freed memory as resident. Two bound the api's RSS (api README, "Memory").
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    // Every browser on this machine (the e2e suite's, with a cold image cache) renders from one address: 600 renders a
    // minute (the production default) ran out after the feed-scroll specs and refused a product's image with 429.
    IMAGE_RENDERS_PER_MINUTE: process.env.IMAGE_RENDERS_PER_MINUTE ?? '6000',
  };
  if (dataDir) env.DATA_DIR = dataDir;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (workers) env.API_WORKERS = String(workers);
  const cwd = path.join(ROOT, 'api');
  const child = background('api', 'node', ['dist/src/main.js'], { cwd, env });
  apiServer = { pid: child.pid, port: API_PORT, cwd, args: ['dist/src/main.js'], env };
  await waitForHttp(`${API_URL}/v3/activities/posts/global/featured`, 300_000);
  return child;
}

/** Serves each app's dist/ on its own port and records the pids in RUN_FILE. */
export async function startApps() {
  const servers = {};
  for (const app of APPS) {
    const dist = path.join(ROOT, app.dir, 'dist');
    if (!existsSync(dist)) throw new Error(`${app.dir}/dist is missing: build first`);
    const child = background(app.name, 'node', [
      path.join(ROOT, 'scripts/serve-static.mjs'),
      dist,
      String(app.port),
    ]);
    servers[app.name] = { pid: child.pid, port: app.port, dist };
  }
  await Promise.all(APPS.map((app) => waitForPort(app.port)));
  mkdirSync(path.dirname(RUN_FILE), { recursive: true });
  writeFileSync(RUN_FILE, JSON.stringify({ api: API_URL, apiServer, servers }, null, 2));
  return servers;
}

export function printWelcome() {
  console.log('\nThe composed site is running:');
  console.log(`  site  http://localhost:${SHELL.port}`);
  for (const app of APPS.slice(1))
    console.log(`  ${app.name.padEnd(17)} http://localhost:${app.port} (standalone: same URL)`);
  console.log(`  api   ${API_URL}`);
  console.log(
    'DEMO MODE: demo accounts are seeded, any localhost origin may call the api, and remote overrides are on (runtime-config.json). Not for production: see docs/deploy-one-remote.md.',
  );
  console.log('Demo accounts:');
  for (const account of DEMO_ACCOUNTS)
    console.log(`  ${account.email} / ${account.password}  (${account.note})`);
  console.log('Press Ctrl+C to stop.\n');
}
