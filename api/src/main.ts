import cluster from 'node:cluster';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { buildApp } from './app.js';
import { loadConfig, productionProblems } from './config.js';
import type { Config } from './config.js';
import { migrate } from './db/migrate.js';
import { openDb } from './db/open-db.js';
import { createFirstTierIndex } from './catalog/search-first-tier.js';
import { seedIfEmpty } from './seed/seed-if-empty.js';
import { RESTART_POLICY, workerCount, workerRestarts } from './lib/workers.js';

/** Opens the database, migrated and seeded (in the primary only when there are several processes). */
async function prepareDatabase(config: Config) {
  const db = await openDb(config);
  await migrate(db, config.migrationsDir);
  const seeded = await seedIfEmpty(db, {
    seed: config.seed,
    scale: config.scale,
    demoAccounts: config.demo,
    log: (line) => console.log(line),
  });
  if (seeded) console.log(`seeded ${seeded.scale} catalog (seed ${seeded.seed}) in ${seeded.ms} ms`);
  // post search's first tier (decision 0091): made once the catalog is there, kept up to date by the database
  await createFirstTierIndex(db);
  return db;
}

async function serve(config: Config, db: Awaited<ReturnType<typeof openDb>>, quiet = false): Promise<void> {
  const app = await buildApp({ db, config, logger: true });
  let closing = false;
  const close = async (): Promise<void> => {
    // A repeated signal (a process group's and its forwarded copy, as `npm start` sends) must not kill the process
    // while it closes the database: PGlite's folder would keep a stale lock and unsynced pages.
    if (closing) return;
    closing = true;
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close());
  process.on('SIGTERM', () => void close());
  await app.listen({ port: config.port, host: config.host });
  if (!quiet)
    console.log(
      `api listening on ${config.publicUrl} (${db.kind}${config.databaseUrl ? '' : ` in ${config.dataDir}`})`,
    );
}

/**
 * Primary of several processes on one port (node:cluster): migrates and seeds, then forks the workers with one image
 * URL key (a random per-process key would make one worker's image URLs fail on another) and replaces any that dies,
 * after a growing delay; when they keep dying (a database that went away) it stops them all and exits non-zero.
 * Every other piece of state that must be shared (sessions, tokens, failed logins, per-IP limits, the catalog) is in
 * the database;
 * response caches are per process and may differ for up to their TTL.
 */
async function primary(config: Config, workers: number): Promise<void> {
  const db = await prepareDatabase(config);
  await db.close();
  const env = { IMAGE_URL_KEY: config.imageUrlKey };
  let stopping = false;
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) console.log(`api listening on ${config.publicUrl} (pg, ${workers} processes)`);
  });
  const restarts = workerRestarts();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const delay = restarts.next();
    if (delay === undefined) {
      console.error(
        `api: worker ${worker.process.pid} exited (${signal ?? code}); ${RESTART_POLICY.maxDeaths + 1} workers in a row exited less than ${RESTART_POLICY.windowMs / 1000} s apart, giving up. ` +
          'Check that the database (DATABASE_URL) is reachable and see the errors above.',
      );
      stop(1);
      return;
    }
    console.error(
      `api: worker ${worker.process.pid} exited (${signal ?? code}); starting another in ${delay} ms`,
    );
    setTimeout(() => {
      if (!stopping) cluster.fork(env);
    }, delay);
  });
  const stop = (exitCode = 0): void => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    let left = Object.keys(cluster.workers ?? {}).length;
    if (left === 0) process.exit(exitCode);
    cluster.on('exit', () => {
      left -= 1;
      if (left === 0) process.exit(exitCode);
    });
  };
  process.once('SIGINT', () => stop());
  process.once('SIGTERM', () => stop());
  for (let i = 0; i < workers; i += 1) cluster.fork(env);
}

async function main(): Promise<void> {
  if (cluster.isWorker) {
    // The per-IP limits are counted in PostgreSQL (sharedRateLimits): every worker applies the whole limit.
    const config = loadConfig(process.env);
    await serve(config, await openDb(config), true);
    return;
  }
  const config = loadConfig();
  const problems = productionProblems(config);
  if (problems.length > 0) {
    console.error(`api: refusing to start in production:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  if (config.demo)
    console.log(
      'api: DEMO MODE (LTK_DEMO=true): demo accounts seeded (staff@shopltk.test can impersonate), any localhost origin may call with credentials. Never in production.',
    );
  const workers = workerCount(config);
  if (workers > 1) {
    await primary(config, workers);
    return;
  }
  await serve(config, await prepareDatabase(config));
}

main().catch((error: unknown) => {
  // A folder in use is an operator's situation, not a crash: its message says what to do.
  if (error instanceof DataDirLockedError) console.error(`api: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
