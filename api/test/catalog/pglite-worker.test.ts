import { openPgliteDb } from '../../src/db/pglite-db.js';
import type { PgliteDb } from '../../src/db/pglite-db.js';
import { openPgliteEngine } from '../../src/db/pglite-engine.js';

let db: PgliteDb;
beforeAll(async () => {
  db = await openPgliteDb();
  await db.exec(`create table things (id text primary key, n bigint not null, data bytea, doc jsonb, at timestamptz,
    price numeric(10, 2), flags boolean[]);
    insert into things values ('a', 9007199254740991, '\\x00ff10', '{"k":[1,"x",null]}', '2026-01-02T03:04:05.678Z',
      12.5, '{t,f}');`);
});
afterAll(() => db.close());

describe('PGlite in a worker thread', () => {
  test('rows keep their types across the thread: Date, numbers, bytes, json, arrays, nulls', async () => {
    for (const prepare of [false, true]) {
      const { rows } = await db.query('select * from things where id = $1', ['a'], { prepare });
      expect(rows).toEqual([
        {
          id: 'a',
          n: 9007199254740991,
          data: new Uint8Array([0, 255, 16]),
          doc: { k: [1, 'x', null] },
          at: new Date('2026-01-02T03:04:05.678Z'),
          price: '12.50',
          flags: [true, false],
        },
      ]);
      const row = rows[0] as { at: unknown; data: unknown; doc: unknown };
      expect(row.at).toBeInstanceOf(Date);
      expect(row.data).toBeInstanceOf(Uint8Array);
      expect(Array.isArray((row.doc as { k: unknown }).k)).toBe(true);
    }
  });

  test('prepared reads send json fields as text for the api thread to parse, and it parses them', async () => {
    const engine = await openPgliteEngine();
    try {
      const sql = `select '{"k":[1,"x",null]}'::jsonb as doc, '[1]'::json as list, null::json as none, 2 as n`;
      expect(await engine.queryForTransfer(sql, [])).toEqual({
        rows: [{ doc: '{"k": [1, "x", null]}', list: '[1]', none: null, n: 2 }],
        affectedRows: 0,
        jsonText: ['doc', 'list', 'none'],
      });
      expect((await db.query(sql, [], { prepare: true })).rows).toEqual([
        { doc: { k: [1, 'x', null] }, list: [1], none: null, n: 2 },
      ]);
    } finally {
      await engine.close();
    }
  });

  test('parameters cross too: bytes, dates and json values round-trip', async () => {
    const at = new Date('2025-05-06T07:08:09.123Z');
    await db.query('insert into things (id, n, data, doc, at) values ($1, $2, $3, $4, $5)', [
      'b',
      2,
      Buffer.from([1, 2, 3]),
      { nested: { list: [true] } },
      at,
    ]);
    const { rows } = await db.query('select data, doc, at from things where id = $1', ['b']);
    expect(rows).toEqual([{ data: new Uint8Array([1, 2, 3]), doc: { nested: { list: [true] } }, at }]);
    await db.query("delete from things where id = 'b'");
  });

  test("a database error reaches the caller with PostgreSQL's code and fields", async () => {
    const error = await db.query("insert into things (id, n) values ('a', 1)").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      message: 'duplicate key value violates unique constraint "things_pkey"',
      code: '23505',
      constraint: 'things_pkey',
      detail: 'Key (id)=(a) already exists.',
      table: 'things',
    });
    const syntax = await db.exec('selec 1').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
  });

  test('a transaction commits what its callback did, rolls back when it throws, and keeps others out meanwhile', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query("insert into things (id, n) values ('c', 3)");
      await tx.exec("update things set n = 4 where id = 'c'");
      return (await tx.query<{ n: number }>("select n from things where id = 'c'")).rows[0]?.n;
    });
    expect(result).toBe(4);
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const failing = db
      .transaction(async (tx) => {
        await tx.query("delete from things where id = 'c'");
        await gate;
        // a failed statement inside: the caller's error is what the transaction throws
        await tx.query("insert into things (id, n) values ('a', 1)");
      })
      .catch((error: { code?: string }) => error.code);
    await new Promise((resolve) => setTimeout(resolve, 20)); // the transaction has deleted
    const outside = db.query<{ n: number }>("select count(*)::int as n from things where id = 'c'");
    release();
    expect(await failing).toBe('23505');
    expect((await outside).rows).toEqual([{ n: 1 }]);
  });

  test("the api's thread stays free while a statement runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    const started = performance.now();
    await db.query('select pg_sleep(0.4)');
    clearInterval(timer);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    // In the same thread, PGlite's WASM call blocks the event loop: no tick would run until it returned.
    expect(ticks).toBeGreaterThanOrEqual(10);
  });

  test('a dump starts another database with the same rows; a closed one refuses statements', async () => {
    const copy = await openPgliteDb(undefined, await db.dump());
    try {
      expect((await copy.query("select n from things where id = 'a'")).rows).toEqual([
        { n: 9007199254740991 },
      ]);
    } finally {
      await copy.close();
    }
    await expect(copy.query('select 1')).rejects.toThrow(/PGlite worker exited/);
  });
});
