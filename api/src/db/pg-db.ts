import { createHash } from 'node:crypto';
import pg from 'pg';
import {
  RANDOM_PAGE_COST,
  type Db,
  type QueryOptions,
  type QueryResult,
  type Queryable,
  type Row,
} from './db.js';

// int8 (counts, sums) as JS numbers: values in this service stay far below 2^53.
pg.types.setTypeParser(20, (value: string) => Number(value));

/** Name of a prepared statement: derived from its text, so every connection prepares it once under the same name. */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends Row = Row>(
      sql: string,
      params: unknown[] = [],
      options: QueryOptions = {},
    ): Promise<QueryResult<T>> {
      const result = options.prepare
        ? await client.query<T>({ name: statementName(sql), text: sql, values: params })
        : await client.query<T>(sql, params);
      return { rows: result.rows, affectedRows: result.rowCount ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

/** Reports a pooled connection that failed while idle (the pool has already dropped it). */
export type IdleErrorHandler = (error: Error) => void;

const logIdleError: IdleErrorHandler = (error) =>
  console.error(
    `database: an idle connection was lost (${error.message}); the pool opens a new one when needed`,
  );

/**
 * A PostgreSQL server reached through `DATABASE_URL`. A pooled connection that the server ends while it is idle (a
 * restart, a failover, `pg_terminate_backend`) makes the pool emit 'error'; without a listener that is an uncaught
 * exception that takes the whole process down with the requests it was serving. The pool drops that connection
 * itself, so the handler only reports it.
 */
export async function openPgDb(
  connectionString: string,
  onIdleError: IdleErrorHandler = logIdleError,
): Promise<Db> {
  // Session settings ride on the startup packet: no extra round trip per connection.
  const pool = new pg.Pool({ connectionString, max: 16, options: `-c random_page_cost=${RANDOM_PAGE_COST}` });
  pool.on('error', onIdleError);
  await pool.query('select 1');
  const base = wrap(pool);
  return {
    kind: 'pg',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
