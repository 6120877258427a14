import type { Config } from '../config.js';
import type { Db } from './db.js';
import { openPgDb } from './pg-db.js';
import { openPgliteDb } from './pglite-db.js';

/** PostgreSQL server when `DATABASE_URL` is set, else embedded PGlite in `DATA_DIR`. */
export function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl ? openPgDb(config.databaseUrl) : openPgliteDb(config.dataDir);
}
