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
import { openPgDb } from '../db/pg-db.js';
import { openPgliteDb } from '../db/pglite-db.js';
import pg from 'pg';
import type { PgliteDb } from '../db/pglite-db.js';
import { seedIfEmpty } from '../seed/seed-if-empty.js';

export type TestApp = { app: FastifyInstance; db: Db; config: Config; close: () => Promise<void> };

/** Hash of everything a seeded database depends on: migrations, seed and demo-account sources. */
function snapshotKey(config: Config): string {
  const hash = crypto.createHash('sha256').update(`${config.scale}:${config.seed}`);
  const dirs = [
    config.migrationsDir,
    ...['seed', 'images', 'identity/demo'].map((d) => path.join(apiRoot(), 'src', d)),
    // the committed clips' manifest decides which posts the seed gives a video
    path.join(apiRoot(), 'media', 'videos'),
  ];
  for (const dir of dirs.filter((d) => fs.existsSync(d))) {
    for (const file of fs.readdirSync(dir).sort())
      hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Starting PGlite from an empty cluster (initdb) and seeding takes seconds; the first test file pays it once and
 * leaves a snapshot of the migrated, seeded database in the OS temp dir, later files (and runs) start from that copy.
 */
async function seededSnapshot(config: Config): Promise<Uint8Array> {
  const file = path.join(os.tmpdir(), `ltk-api-test-db-${snapshotKey(config)}.tar.gz`);
  if (!fs.existsSync(file)) {
    const db = await openPgliteDb();
    try {
      await migrate(db, config.migrationsDir);
      await seedIfEmpty(db, { seed: config.seed, scale: config.scale, demoAccounts: true });
      const temp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temp, await db.dump());
      fs.renameSync(temp, file);
    } finally {
      await db.close();
    }
  }
  return fs.readFileSync(file);
}

async function openSeededMemoryDb(config: Config): Promise<PgliteDb> {
  const db = await openPgliteDb(undefined, await seededSnapshot(config));
  await migrate(db, config.migrationsDir);
  return db;
}

/** `url` with its database name replaced. */
const withDatabase = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/**
 * A fresh database on the PostgreSQL server of `TEST_DATABASE_URL` (a role that may create databases): a copy of a
 * template migrated and seeded once per snapshot key (CREATE DATABASE … TEMPLATE), dropped on close. An advisory lock
 * on the server keeps parallel jest workers from building the template twice.
 */
async function openServerTestDb(
  adminUrl: string,
  config: Config,
): Promise<{ db: Db; drop: () => Promise<void> }> {
  const template = `ltk_test_tpl_${snapshotKey(config)}`;
  const name = `ltk_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      await admin.query(`create database ${template}`);
      const seeding = await openPgDb(withDatabase(adminUrl, template));
      try {
        await migrate(seeding, config.migrationsDir);
        await seedIfEmpty(seeding, { seed: config.seed, scale: config.scale, demoAccounts: true });
      } catch (error) {
        await seeding.close();
        await admin.query(`drop database if exists ${template}`);
        throw error;
      }
      await seeding.close();
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]).catch(() => undefined);
    await admin.end();
  }
  const db = await openPgDb(withDatabase(adminUrl, name));
  return {
    db,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * A real service on a real database, migrated and seeded at the small scale, for `inject` tests: PGlite in memory
 * (started from a cached seeded snapshot), PGlite in `dataDir`, or, with `TEST_DATABASE_URL`, a fresh database on
 * that PostgreSQL server (the suite runs on both in `npm test`).
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
  let drop: (() => Promise<void>) | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && !options.dataDir) {
    ({ db, drop } = await openServerTestDb(serverUrl, config));
  } else if (options.dataDir) {
    // A new folder starts from the seeded snapshot too (a copy written into it, not initdb and a seed); a folder that
    // already holds a database opens as it is, as the api does on a restart.
    const empty = !fs.existsSync(path.join(options.dataDir, 'PG_VERSION'));
    db = await openPgliteDb(options.dataDir, empty ? await seededSnapshot(config) : undefined);
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
      await drop?.();
    },
  };
}
