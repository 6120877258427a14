import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { apiRoot, loadConfig } from '../config.js';
import type { Config, Scale } from '../config.js';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { openPgliteDb } from '../db/pglite-db.js';
import type { PgliteDb } from '../db/pglite-db.js';
import { seedIfEmpty } from '../seed/seed-if-empty.js';

export type TestApp = { app: FastifyInstance; db: Db; config: Config; close: () => Promise<void> };

/** Hash of everything a seeded database depends on: migrations, seed and demo-account sources. */
function snapshotKey(config: Config): string {
  const hash = crypto.createHash('sha256').update(`${config.scale}:${config.seed}`);
  const dirs = [
    config.migrationsDir,
    ...['seed', 'images', 'identity/demo'].map((d) => path.join(apiRoot(), 'src', d)),
  ];
  for (const dir of dirs.filter((d) => fs.existsSync(d))) {
    for (const file of fs.readdirSync(dir).sort())
      hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Starting PGlite from an empty cluster (initdb) and seeding takes seconds; the first test file pays it once and
 * leaves a snapshot in the OS temp dir, later files (and runs) start from that copy.
 */
async function openSeededMemoryDb(config: Config): Promise<PgliteDb> {
  const file = path.join(os.tmpdir(), `ltk-api-test-db-${snapshotKey(config)}.tar.gz`);
  if (fs.existsSync(file)) {
    const db = await openPgliteDb(undefined, fs.readFileSync(file));
    await migrate(db, config.migrationsDir);
    return db;
  }
  const db = await openPgliteDb();
  await migrate(db, config.migrationsDir);
  await seedIfEmpty(db, { seed: config.seed, scale: config.scale, demoAccounts: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, await db.dump());
  fs.renameSync(temp, file);
  return db;
}

/**
 * A real service on a real (PGlite) database, migrated and seeded at the small scale, for `inject` tests.
 * `dataDir` undefined keeps the database in memory (started from a cached seeded snapshot).
 */
export async function createTestApp(
  options: { dataDir?: string; scale?: Scale; seed?: number; config?: Partial<Config> } = {},
): Promise<TestApp> {
  const config = loadConfig(
    {},
    {
      publicUrl: 'http://localhost:4000',
      scale: options.scale ?? 'small',
      seed: options.seed ?? 42,
      ...options.config,
    },
  );
  let db: Db;
  if (options.dataDir) {
    db = await openPgliteDb(options.dataDir);
    await migrate(db, config.migrationsDir);
    await seedIfEmpty(db, { seed: config.seed, scale: config.scale, demoAccounts: true });
  } else {
    db = await openSeededMemoryDb(config);
  }
  const app = await buildApp({ db, config });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
