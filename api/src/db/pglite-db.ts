import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads';
import { lockDataDir } from './data-dir-lock.js';
import type { Db, QueryOptions, QueryResult, Queryable, Row } from './db.js';
import type { TransferResult } from './pglite-engine.js';
import type { WorkerError, WorkerReply, WorkerRequest, WorkerStart } from './pglite-worker.js';

export type PgliteDb = Db & {
  /** gzipped tarball of the whole database (PGlite data directory), to start another in-memory copy from. */
  dump(): Promise<Buffer>;
};

/** The worker's script: compiled next to this module (dist), or its TypeScript source when run from it (jest). */
const COMPILED_WORKER = fileURLToPath(new URL('./pglite-worker.js', import.meta.url));
const SOURCE_WORKER = fileURLToPath(new URL('./pglite-worker.ts', import.meta.url));

/**
 * Runs the worker from TypeScript sources (jest: the test files run through swc as CommonJS, and a worker thread has
 * no jest transform): `.ts` modules compiled by swc the same way as they load, and `./x.js` specifiers (NodeNext)
 * resolved to `./x.ts`.
 */
const FROM_SOURCE = `
const Module = require('node:module');
const fs = require('node:fs');
const { workerData } = require('node:worker_threads');
const { transformSync } = Module.createRequire(workerData.entry)('@swc/core');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  try {
    return resolve.call(this, request, ...rest);
  } catch (error) {
    if (/^\\.\\.?\\//.test(request) && request.endsWith('.js')) return resolve.call(this, request.slice(0, -3) + '.ts', ...rest);
    throw error;
  }
};
Module._extensions['.ts'] = (module, filename) => {
  const options = { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } };
  module._compile(transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename }).code, filename);
};
require(workerData.entry);
`;

function startWorker(workerData: WorkerStart): Worker {
  if (fs.existsSync(COMPILED_WORKER)) return new Worker(COMPILED_WORKER, { workerData });
  return new Worker(FROM_SOURCE, { eval: true, workerData: { ...workerData, entry: SOURCE_WORKER } });
}

/** A database error from the worker, with the same message and properties (`code`, `detail`, `constraint`…). */
function toError(data: WorkerError | undefined): Error {
  const error = new Error(data?.message ?? 'PGlite worker failed');
  error.name = data?.name ?? 'Error';
  return Object.assign(error, data?.props);
}

/**
 * Whether messages arrive as another realm's objects than this module's: under jest, whose test files run in a vm
 * context with its own `Date`, `Array` and `Object`, while a port delivers the main context's. Never in the api.
 */
function messagesCrossRealm(): boolean {
  const { port1, port2 } = new MessageChannel();
  port1.postMessage(new Date(0));
  const received: unknown = receiveMessageOnPort(port2)?.message;
  port1.close();
  return !(received instanceof Date);
}

/** `value` rebuilt from this realm's constructors, so `instanceof Date` and jest's equality see what the api sees. */
function toLocalRealm(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return Array.from(value as unknown[], toLocalRealm);
  const tag = Object.prototype.toString.call(value);
  if (tag === '[object Date]') return new Date((value as Date).getTime());
  if (ArrayBuffer.isView(value)) return Uint8Array.from(value as Uint8Array);
  const local: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) local[key] = toLocalRealm(field);
  return local;
}

/** A worker's result with its json fields parsed here (the worker sends them as text: see TransferResult). */
function parseJsonText<T extends Row>(result: TransferResult<T>): QueryResult<T> {
  const { rows, affectedRows, jsonText } = result;
  if (jsonText)
    for (const row of rows as Row[])
      for (const name of jsonText) {
        const text = row[name];
        if (typeof text === 'string') row[name] = JSON.parse(text);
      }
  return { rows, affectedRows };
}

type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

/**
 * Embedded PostgreSQL (PGlite) in a worker thread: the api's thread keeps HTTP and JSON, the worker runs the WASM
 * statements, so the two use two cores (PGlite alone in the api's thread queued every request behind its statements).
 * Statements go to the worker in order and PGlite runs them one at a time, as before: a transaction holds PGlite's
 * transaction lock from its begin to its end, so other statements wait for it, and its own statements (named by the
 * transaction's number) go to it. Rows arrive as structured clones (Date, Uint8Array, numbers, json values keep their
 * types); a database error arrives with its message and PostgreSQL fields. `dataDir` undefined keeps the database in
 * memory (tests); `snapshot` (a `dump()` result) starts it from a copy instead of an empty cluster (in memory or in a
 * new `dataDir`). The data folder's
 * lock is held by this thread from open until the worker has exited.
 */
export async function openPgliteDb(dataDir?: string, snapshot?: Uint8Array): Promise<PgliteDb> {
  // One process per folder: a second api, or a seed run beside a running api, exits here instead of corrupting it.
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  let worker: Worker;
  try {
    worker = startWorker({ dataDir, snapshot });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const crossRealm = messagesCrossRealm();
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | undefined;
  let opened = { resolve: (): void => undefined, reject: (_error: Error): void => undefined };
  const ready = new Promise<void>((resolve, reject) => (opened = { resolve, reject }));
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      failure ??= new Error(`the PGlite worker exited (code ${code})`);
      opened.reject(failure);
      for (const { reject } of pending.values()) reject(failure);
      pending.clear();
      lock?.release();
      resolve();
    }),
  );
  worker.on('error', (error) => (failure ??= error));
  worker.on('message', (reply: WorkerReply) => {
    if (reply.id === 0) {
      if (reply.ok) opened.resolve();
      else opened.reject(toError(reply.error));
      return;
    }
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    // An idle worker does not keep the process alive (a CLI that is done exits); one with work in flight does.
    if (pending.size === 0) worker.unref();
    if (reply.ok) waiting.resolve(crossRealm ? toLocalRealm(reply.value) : reply.value);
    else waiting.reject(toError(reply.error));
  });
  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    await exited;
    throw error;
  }
  worker.unref();

  const call = <T>(request: Request): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (pending.size === 1) worker.ref();
      worker.postMessage({ ...request, id });
    });
  };

  const queryable = (tx?: number): Queryable => ({
    query: async <T extends Row = Row>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
      parseJsonText(await call<TransferResult<T>>({ op: 'query', sql, params, options, tx })),
    exec: (sql: string) => call<void>({ op: 'exec', sql, tx }),
  });
  const base = queryable();
  let closing: Promise<void> | undefined;

  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = await call<number>({ op: 'begin' });
      let result: T;
      try {
        result = await fn(queryable(tx));
      } catch (error) {
        // rolled back; the caller sees its own error, as with PGlite's transaction()
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    close() {
      closing ??= (async () => {
        try {
          await call({ op: 'close' });
        } finally {
          await worker.terminate();
          await exited;
        }
      })();
      return closing;
    },
    async dump(): Promise<Buffer> {
      const data = await call<Uint8Array>({ op: 'dump' });
      return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    },
  };
}
