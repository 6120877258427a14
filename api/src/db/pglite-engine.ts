import { PGlite, protocol, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { PGLITE_SHARED_BUFFERS } from '../lib/memory-budget.js';
import { RANDOM_PAGE_COST } from './db.js';
import type { Db, QueryOptions, QueryResult, Queryable, Row } from './db.js';

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

type Prepared = { name: string; paramTypes: number[]; fields: { name: string; dataTypeID: number }[] };

/** The protocol messages of one exchange, as one buffer (one call into PGlite's WASM instead of one per message). */
function concat(messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((sum, m) => sum + m.length, 0));
  let offset = 0;
  for (const m of messages) {
    out.set(m, offset);
    offset += m.length;
  }
  return out;
}

/** json and jsonb: PGlite parses both with `JSON.parse`. */
const JSON_TYPES = new Set([114, 3802]);

/**
 * A result for another thread: with `jsonAsText`, the fields named in `jsonText` (json, jsonb) are still their text,
 * for the receiver to `JSON.parse` (pglite-db.ts): a page's `json_agg` crosses as one string (a copy) instead of a
 * structured clone of its object graph, and the parse runs in the api's thread, not PGlite's.
 */
export type TransferResult<T extends Row = Row> = QueryResult<T> & { jsonText?: string[] };

/**
 * Named prepared statements on PGlite through its wire protocol (PGlite's `query()` parses, describes and plans every
 * call, one WASM call per protocol message, and refuses `EXECUTE` of a `PREPARE`d statement): the first call of a text
 * sends Parse and Describe once; every call after sends Bind, Execute and Sync in one buffer and decodes the rows with
 * PGlite's own type parsers. Outside transactions only (it takes both of PGlite's locks, as `query()` does); for the
 * read statements of a small fixed set of texts, each stays prepared for the database's life.
 */
function preparedQueries(pg: PGlite) {
  const statements = new Map<string, Prepared>();
  const exchange = (messages: Uint8Array[]) => pg.execProtocolStream(concat(messages), { syncToFs: false });

  async function prepare(sql: string): Promise<Prepared> {
    let statement = statements.get(sql);
    if (statement) return statement;
    const name = `ltk_${statements.size + 1}`;
    const replies = await exchange([
      protocol.serialize.parse({ name, text: sql }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]);
    statement = { name, paramTypes: [], fields: [] };
    for (const reply of replies) {
      if (reply instanceof protocol.messages.ParameterDescriptionMessage)
        statement.paramTypes = reply.dataTypeIDs;
      if (reply instanceof protocol.messages.RowDescriptionMessage)
        statement.fields = reply.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    }
    statements.set(sql, statement);
    return statement;
  }

  return async <T extends Row>(
    sql: string,
    params: unknown[],
    jsonAsText = false,
  ): Promise<TransferResult<T>> =>
    pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const { name, paramTypes, fields } = await prepare(sql);
        const values = params.map((param, i) => {
          if (param === null || param === undefined) return null;
          const serialize = pg.serializers[paramTypes[i] ?? 0];
          return serialize ? serialize(param) : typeof param === 'string' ? param : JSON.stringify(param);
        });
        const replies = await exchange([
          protocol.serialize.bind({ statement: name, values }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]);
        const rows: T[] = [];
        const asText = fields.map((f) => jsonAsText && JSON_TYPES.has(f.dataTypeID));
        for (const reply of replies)
          if (reply instanceof protocol.messages.DataRowMessage) {
            const row: Row = {};
            reply.fields.forEach((value, i) => {
              const field = fields[i];
              if (field)
                row[field.name] = asText[i] ? value : types.parseType(value, field.dataTypeID, pg.parsers);
            });
            rows.push(row as T);
          }
        const jsonText = fields.filter((_, i) => asText[i]).map((f) => f.name);
        return jsonText.length > 0 ? { rows, affectedRows: 0, jsonText } : { rows, affectedRows: 0 };
      }),
    );
}

function wrap(pg: PgliteLike, prepared?: ReturnType<typeof preparedQueries>): Queryable {
  return {
    async query<T extends Row = Row>(
      sql: string,
      params: unknown[] = [],
      options: QueryOptions = {},
    ): Promise<QueryResult<T>> {
      if (options.prepare && prepared) return prepared<T>(sql, params);
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
 * index lookups. The buffer pool is PGLITE_SHARED_BUFFERS (memory-budget.ts), not PostgreSQL's 128 MB.
 */
const START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  `random_page_cost=${RANDOM_PAGE_COST}`,
  '-c',
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
];

/** PGlite as a `Db`, in the calling thread; `pglite-db.ts` runs it in a worker thread (`pglite-worker.ts`). */
export type PgliteEngine = Db & {
  /** `query` with `prepare`, outside transactions, json fields left as text (see TransferResult). */
  queryForTransfer(sql: string, params: unknown[]): Promise<TransferResult>;
  /** gzipped tarball of the whole database (PGlite data directory), to start another in-memory copy from. */
  dump(): Promise<Uint8Array>;
};

/**
 * Embedded PostgreSQL in this thread. `dataDir` undefined keeps the database in memory (tests); `snapshot` (a `dump()`
 * result) starts it from a copy instead of an empty cluster, in memory or in a new `dataDir` (PGlite refuses it for a
 * folder that already holds a database). The caller holds the data folder's lock.
 */
export async function openPgliteEngine(dataDir?: string, snapshot?: Uint8Array): Promise<PgliteEngine> {
  // NodeFS passed explicitly: PGlite's own lookup uses a dynamic import that jest's CJS runtime refuses.
  const pg = await PGlite.create({
    startParams: START_PARAMS,
    // trigram indexes of typeahead (migration 007)
    extensions: { pg_trgm },
    ...(dataDir ? { fs: new NodeFS(dataDir) } : {}),
    ...(snapshot ? { loadDataDir: new Blob([new Uint8Array(snapshot)]) } : {}),
  });
  const prepared = preparedQueries(pg);
  const base = wrap(pg, prepared);
  return {
    kind: 'pglite',
    query: base.query,
    queryForTransfer: (sql, params) => prepared(sql, params, true),
    exec: base.exec,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    async dump(): Promise<Uint8Array> {
      const blob = await pg.dumpDataDir('gzip');
      return new Uint8Array(await blob.arrayBuffer());
    },
  };
}
