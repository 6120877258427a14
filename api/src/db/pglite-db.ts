import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { lockDataDir } from './data-dir-lock.js';
import { RANDOM_PAGE_COST } from './db.js';
import type { Db, QueryResult, Queryable, Row } from './db.js';

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function wrap(pg: PgliteLike): Queryable {
  return {
    async query<T extends Row = Row>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await pg.query<T>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await pg.exec(sql);
    },
  };
}

/**
 * PGlite's defaults plus the planner cost of a random page read as on SSD or memory (1.1, not 4): with the default,
 * the feed's product lookup hash-joined a full scan of product_details (~100 ms at the large scale) instead of 36
 * index lookups.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', `random_page_cost=${RANDOM_PAGE_COST}`];

export type PgliteDb = Db & {
  /** gzipped tarball of the whole database (PGlite data directory), to start another in-memory copy from. */
  dump(): Promise<Buffer>;
};

/**
 * Embedded PostgreSQL. `dataDir` undefined keeps the database in memory (tests); `snapshot` (a `dump()` result)
 * starts it from a copy instead of an empty cluster.
 */
export async function openPgliteDb(dataDir?: string, snapshot?: Buffer): Promise<PgliteDb> {
  // One process per folder: a second api, or a seed run beside a running api, exits here instead of corrupting it.
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  let pg: PGlite;
  try {
    // NodeFS passed explicitly: PGlite's own lookup uses a dynamic import that jest's CJS runtime refuses.
    pg = await PGlite.create({
      startParams: START_PARAMS,
      ...(dataDir
        ? { fs: new NodeFS(dataDir) }
        : snapshot
          ? { loadDataDir: new Blob([new Uint8Array(snapshot)]) }
          : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      try {
        await pg.close();
      } finally {
        lock?.release();
      }
    },
    async dump(): Promise<Buffer> {
      const blob = await pg.dumpDataDir('gzip');
      return Buffer.from(await blob.arrayBuffer());
    },
  };
}
