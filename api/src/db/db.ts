export type Row = Record<string, unknown>;

export type QueryResult<T extends Row = Row> = { rows: T[]; affectedRows: number };

export type QueryOptions = {
  /**
   * Keep the statement prepared and reuse it (parse and plan once): on each server connection, and on PGlite outside
   * transactions (through its wire protocol, see pglite-db.ts). Only for read statements whose text comes from a small
   * fixed set (values always as parameters): every distinct text stays prepared for the connection's life.
   */
  prepare?: boolean;
};

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /** One statement with `$1`-style parameters. */
  query: <T extends Row = Row>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ) => Promise<QueryResult<T>>;
  /** Several statements, no parameters (migrations, DDL). */
  exec: (sql: string) => Promise<void>;
}

/** The one database interface the service uses: PGlite (embedded) or a PostgreSQL server (`pg`). */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Planner cost of a random page read for the api's sessions (data on SSD or in memory); see pglite-db.ts. */
export const RANDOM_PAGE_COST = 1.1;
