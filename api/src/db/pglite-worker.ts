import { parentPort, workerData } from 'node:worker_threads';
import type { QueryOptions, Queryable } from './db.js';
import { openPgliteEngine } from './pglite-engine.js';

/** What the api thread asks (pglite-db.ts); `tx` names an open transaction its statement belongs to. */
export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; options: QueryOptions; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** A database error as plain data: its message and own properties (PostgreSQL's `code`, `detail`, `constraint`…). */
export type WorkerError = { name: string; message: string; props: Record<string, unknown> };

/** Id 0 is sent once, first: the database opened (`ok`) or failed to. */
export type WorkerReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WorkerError };

export type WorkerStart = { dataDir?: string; snapshot?: Uint8Array };

/** Properties that survive structured clone: primitives only (a pglite error also carries its query's params). */
export function toWorkerError(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), props: {} };
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value))
      props[key] = value;
  return { name: error.name, message: error.message, props };
}

/** Thrown inside PGlite's transaction callback to roll it back when the api's callback threw. */
class Rollback extends Error {}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker.ts runs as a worker thread (see pglite-db.ts)');
  const start = workerData as WorkerStart;
  const reply = (message: WorkerReply, transfer?: ArrayBuffer[]): void => port.postMessage(message, transfer);
  let db: Awaited<ReturnType<typeof openPgliteEngine>>;
  try {
    db = await openPgliteEngine(start.dataDir, start.snapshot);
  } catch (error) {
    reply({ id: 0, ok: false, error: toWorkerError(error) });
    return;
  }
  reply({ id: 0, ok: true, value: undefined });

  let nextTx = 1;
  /** Open transactions: their statements' target and how to end them. */
  const open = new Map<number, { tx: Queryable; end: (commit: boolean) => void; done: Promise<unknown> }>();
  const target = (tx?: number): Queryable => {
    if (tx === undefined) return db;
    const entry = open.get(tx);
    if (!entry) throw new Error(`transaction ${tx} is not open`);
    return entry.tx;
  };

  async function handle(request: WorkerRequest): Promise<unknown> {
    switch (request.op) {
      case 'query':
        // Prepared reads (outside transactions, as in one thread) send their json fields as text.
        return request.tx === undefined && request.options.prepare
          ? db.queryForTransfer(request.sql, request.params)
          : target(request.tx).query(request.sql, request.params, request.options);
      case 'exec':
        return target(request.tx).exec(request.sql);
      case 'begin': {
        // Resolves with the transaction's number once PGlite has begun it (after any transaction before it).
        const id = nextTx++;
        return new Promise<number>((begun, failed) => {
          let started = false;
          let end = (_commit: boolean): void => undefined;
          const ended = new Promise<boolean>((resolve) => (end = resolve));
          const done = db
            .transaction(async (tx) => {
              started = true;
              open.set(id, { tx, end, done });
              begun(id);
              if (!(await ended)) throw new Rollback('rolled back');
            })
            .finally(() => open.delete(id));
          done.catch((error: unknown) => {
            if (!started) failed(error instanceof Error ? error : new Error(String(error)));
          });
        });
      }
      case 'end': {
        const entry = open.get(request.tx);
        if (!entry) throw new Error(`transaction ${request.tx} is not open`);
        entry.end(request.commit);
        try {
          await entry.done;
        } catch (error) {
          if (!(error instanceof Rollback)) throw error;
        }
        return undefined;
      }
      case 'dump':
        return db.dump();
      case 'close':
        await db.close();
        return undefined;
    }
  }

  port.on('message', (request: WorkerRequest) => {
    handle(request).then(
      (value) => {
        reply(
          { id: request.id, ok: true, value },
          value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : undefined,
        );
        // closed: nothing more to answer, and the thread ends with its port
        if (request.op === 'close') port.close();
      },
      (error: unknown) => reply({ id: request.id, ok: false, error: toWorkerError(error) }),
    );
  });
}

void main();
